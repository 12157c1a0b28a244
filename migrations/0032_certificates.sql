CREATE TABLE `event_certificates` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`rsvp_id` text,
	`user_id` text,
	`full_name` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`code` text NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_by` text,
	`revoked_at` integer,
	`revoked_by` text,
	`revoked_reason` text,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rsvp_id`) REFERENCES `event_rsvps`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`revoked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_certificates_code_unique` ON `event_certificates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_certificates_rsvp_unique` ON `event_certificates` (`rsvp_id`);--> statement-breakpoint
CREATE INDEX `event_certificates_event_idx` ON `event_certificates` (`event_id`,`full_name`);--> statement-breakpoint
CREATE INDEX `event_certificates_user_idx` ON `event_certificates` (`user_id`);