CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`read_at` integer,
	`submitted_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_submitted_at_idx` ON `contact_messages` (`submitted_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_is_read_idx` ON `contact_messages` (`is_read`);--> statement-breakpoint
CREATE TABLE `event_rsvps` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone_number` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_rsvps_event_email_unique` ON `event_rsvps` (`event_id`,lower("email"));--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`event_date` integer NOT NULL,
	`location` text NOT NULL,
	`image_url` text,
	`max_attendees` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "events_max_attendees_check" CHECK("events"."max_attendees" is null or "events"."max_attendees" > 0)
);
--> statement-breakpoint
CREATE INDEX `events_event_date_idx` ON `events` (`event_date`);--> statement-breakpoint
CREATE TABLE `join_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`full_name` text NOT NULL,
	`phone_number` text NOT NULL,
	`email` text,
	`contact_address` text NOT NULL,
	`next_of_kin` text NOT NULL,
	`business_name` text NOT NULL,
	`business_type` text NOT NULL,
	`why_join` text NOT NULL,
	`membership_plan` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`photo_url` text,
	`photo_key` text,
	`receipt_key` text,
	`payment_reference` text NOT NULL,
	`payment_confirmed_at` integer,
	`directory_consent` integer DEFAULT false NOT NULL,
	`idempotency_key` text,
	`submitted_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`reviewed_at` integer,
	`reviewed_by` text,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "join_applications_plan_check" CHECK("join_applications"."membership_plan" in ('starter', 'pro')),
	CONSTRAINT "join_applications_status_check" CHECK("join_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `join_applications_payment_reference_unique` ON `join_applications` (`payment_reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `join_applications_idempotency_key_unique` ON `join_applications` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `join_applications_status_full_name_idx` ON `join_applications` (`status`,`full_name`);--> statement-breakpoint
CREATE INDEX `join_applications_submitted_at_idx` ON `join_applications` (`submitted_at`);--> statement-breakpoint
CREATE INDEX `join_applications_email_idx` ON `join_applications` (lower("email"));--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`full_name` text,
	`subscribed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (lower("email"));--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_subscribed_at_idx` ON `newsletter_subscribers` (`subscribed_at`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`full_name` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `resources` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`description` text,
	`file_url` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `resources_created_at_idx` ON `resources` (`created_at`);--> statement-breakpoint
CREATE INDEX `resources_category_idx` ON `resources` (`category`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` text PRIMARY KEY NOT NULL,
	`member_name` text NOT NULL,
	`business_name` text NOT NULL,
	`content` text NOT NULL,
	`photo_url` text,
	`is_featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `testimonials_featured_created_at_idx` ON `testimonials` (`is_featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_roles_role_check" CHECK("user_roles"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE INDEX `user_roles_role_idx` ON `user_roles` (`role`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));