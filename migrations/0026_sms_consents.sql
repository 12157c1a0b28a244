-- Issue #40: her consents to SMS (every one kept, with its words and time) and the latest of each
-- on her account, read when a notice picks her channel.
CREATE TABLE `consents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`given` integer NOT NULL,
	`wording` text NOT NULL,
	`language` text NOT NULL,
	`recorded_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consents_user_id_idx` ON `consents` (`user_id`,`recorded_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `sms_notices` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `sms_announcements` integer DEFAULT false NOT NULL;