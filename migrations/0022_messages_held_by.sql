-- Issue #50: why a held message was held. "address": her address had enough of its kind this hour
-- (its payload is dropped, as before). "site": the site's daily cap on messages to unproven
-- addresses (its payload is kept for 24 hours, so that an admin can send it after a look).
-- Rows held before this are left without a reason: their payloads were dropped.
ALTER TABLE `messages` ADD `held_by` text;--> statement-breakpoint
CREATE INDEX `messages_held_by_site_idx` ON `messages` (`created_at`) WHERE `status` = 'held' and `held_by` = 'site';
