-- Issue #37: whether a message's recipient had proven her address when it was written, so the
-- site-wide daily cap on messages to unproven addresses counts them (app/messages/send.server.ts).
-- Rows written before are counted as proven: the cap looks back 24 hours only.
ALTER TABLE `messages` ADD `recipient_unproven` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `messages_unproven_created_idx` ON `messages` (`created_at`) WHERE `recipient_unproven` = 1;
