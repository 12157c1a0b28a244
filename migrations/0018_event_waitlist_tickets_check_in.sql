-- D1 enforces foreign keys in every transaction; deferring them lets the tables be rebuilt.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_user_roles` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_roles_role_check" CHECK("__new_user_roles"."role" in ('user', 'admin', 'steward'))
);
--> statement-breakpoint
INSERT INTO `__new_user_roles`("user_id", "role", "created_at") SELECT "user_id", "role", "created_at" FROM `user_roles`;--> statement-breakpoint
DROP TABLE `user_roles`;--> statement-breakpoint
ALTER TABLE `__new_user_roles` RENAME TO `user_roles`;--> statement-breakpoint
CREATE INDEX `user_roles_role_idx` ON `user_roles` (`role`);--> statement-breakpoint
CREATE TABLE `__new_event_rsvps` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`code` text DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`offered_at` integer,
	`offer_expires_at` integer,
	`cancelled_at` integer,
	`checked_in_at` integer,
	`checked_in_by` text,
	`checked_in_device` text,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`checked_in_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "event_rsvps_status_check" CHECK("__new_event_rsvps"."status" in ('confirmed', 'waitlisted', 'offered', 'cancelled'))
);
--> statement-breakpoint
-- Every RSVP so far had a place; each gets its private code (the column's default).
INSERT INTO `__new_event_rsvps`("id", "event_id", "full_name", "email", "phone_number", "created_at", "user_id") SELECT "id", "event_id", "full_name", "email", "phone_number", "created_at", "user_id" FROM `event_rsvps`;--> statement-breakpoint
DROP TABLE `event_rsvps`;--> statement-breakpoint
ALTER TABLE `__new_event_rsvps` RENAME TO `event_rsvps`;--> statement-breakpoint
CREATE UNIQUE INDEX `event_rsvps_event_email_unique` ON `event_rsvps` (`event_id`,lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `event_rsvps_code_unique` ON `event_rsvps` (`code`);--> statement-breakpoint
CREATE INDEX `event_rsvps_user_id_idx` ON `event_rsvps` (`user_id`);--> statement-breakpoint
CREATE INDEX `event_rsvps_event_status_created_idx` ON `event_rsvps` (`event_id`,`status`,`created_at`);--> statement-breakpoint
PRAGMA defer_foreign_keys = off;
