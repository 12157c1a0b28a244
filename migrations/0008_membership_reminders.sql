CREATE TABLE `membership_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`opened_by` text,
	`opened_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`opened_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `membership_reminders_application_opened_idx` ON `membership_reminders` (`application_id`,`opened_at`);