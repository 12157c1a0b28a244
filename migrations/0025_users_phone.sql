-- Issue #40: an account opened with a phone number alone. users.email becomes nullable IN PLACE:
-- not the usual rebuild of the table (drizzle-kit's), because dropping `users` deletes, by their
-- ON DELETE CASCADE, every row of every table that refers to it (D1 cannot turn foreign keys
-- off; tests/integration/migration-users-phone.test.ts keeps that in view). SQLite drops a
-- column once no index uses it: the unique index goes, the column is copied, dropped, renamed,
-- and the index comes back. `email` is now the table's last column, which nothing depends on.
DROP INDEX `users_email_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `email_nullable` text;--> statement-breakpoint
UPDATE `users` SET `email_nullable` = `email`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `email`;--> statement-breakpoint
ALTER TABLE `users` RENAME COLUMN `email_nullable` TO `email`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
ALTER TABLE `users` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `phone_proven_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`);--> statement-breakpoint
CREATE TABLE `phone_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`requester_hash` text NOT NULL,
	`user_id` text,
	`full_name` text,
	`password_hash` text,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `phone_codes_requester_purpose_unique` ON `phone_codes` (`requester_hash`,`purpose`);--> statement-breakpoint
CREATE INDEX `phone_codes_expires_at_idx` ON `phone_codes` (`expires_at`);
