-- Issue #40: the pages an SMS was sent in, kept in production too (the Outbox's cost estimates),
-- and an index for the Outbox's SMS of the month.
ALTER TABLE `messages` ADD `sms_pages` integer;--> statement-breakpoint
CREATE INDEX `messages_channel_sent_at_idx` ON `messages` (`channel`,`sent_at`);
