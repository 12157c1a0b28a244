-- Issue #40: an announcement texted too (to the members who agreed to announcements by SMS), and
-- the settings an admin changes on the site (the monthly SMS budget).
CREATE TABLE `site_settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `announcements` ADD `by_sms` integer DEFAULT false NOT NULL;