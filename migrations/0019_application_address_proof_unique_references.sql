CREATE TABLE `payment_reference_conflicts` (
	`reference` text NOT NULL,
	`application_id` text,
	`renewal_id` text,
	`found_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	PRIMARY KEY(`reference`, `renewal_id`),
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`renewal_id`) REFERENCES `membership_renewals`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- D1 enforces foreign keys in every transaction; deferring them lets the table be rebuilt.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text DEFAULT 'email' NOT NULL,
	`recipient` text NOT NULL,
	`language` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`payload` text,
	`subject` text,
	`body_text` text,
	`body_html` text,
	`provider_id` text,
	`last_error` text,
	`announcement_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "messages_status_check" CHECK("__new_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'suppressed', 'held'))
);
--> statement-breakpoint
INSERT INTO `__new_messages`("id", "idempotency_key", "kind", "channel", "recipient", "language", "user_id", "status", "attempts", "payload", "subject", "body_text", "body_html", "provider_id", "last_error", "announcement_id", "created_at", "updated_at", "sent_at") SELECT "id", "idempotency_key", "kind", "channel", "recipient", "language", "user_id", "status", "attempts", "payload", "subject", "body_text", "body_html", "provider_id", "last_error", "announcement_id", "created_at", "updated_at", "sent_at" FROM `messages`;--> statement-breakpoint
DROP TABLE `messages`;--> statement-breakpoint
ALTER TABLE `__new_messages` RENAME TO `messages`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_idempotency_key_unique` ON `messages` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `messages_status_created_at_idx` ON `messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_created_at_idx` ON `messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `messages_user_id_idx` ON `messages` (`user_id`);--> statement-breakpoint
CREATE INDEX `messages_recipient_idx` ON `messages` (lower("recipient"));--> statement-breakpoint
CREATE INDEX `messages_recipient_kind_created_idx` ON `messages` (lower("recipient"),`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_announcement_id_idx` ON `messages` (`announcement_id`);--> statement-breakpoint
ALTER TABLE `join_applications` ADD `email_proven_at` integer;--> statement-breakpoint
ALTER TABLE `join_applications` ADD `email_proof_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `join_applications_email_proof_hash_unique` ON `join_applications` (`email_proof_hash`);;--> statement-breakpoint
-- One reference names one payable, for ever (issue #37). References an application and a renewal
-- already share are listed for an admin, none merged or dropped; from now on, triggers refuse
-- a reference the other table has (the unique indexes already refuse one used twice in a table).
INSERT INTO `payment_reference_conflicts` (`reference`, `application_id`, `renewal_id`)
  SELECT r.`payment_reference`, a.`id`, r.`id`
  FROM `membership_renewals` r JOIN `join_applications` a ON a.`payment_reference` = r.`payment_reference`;--> statement-breakpoint
CREATE TRIGGER `join_applications_reference_unique_across_insert`
  BEFORE INSERT ON `join_applications`
  WHEN EXISTS (SELECT 1 FROM `membership_renewals` WHERE `payment_reference` = NEW.`payment_reference`)
  BEGIN SELECT RAISE(ABORT, 'payment reference taken'); END;--> statement-breakpoint
CREATE TRIGGER `join_applications_reference_unique_across_update`
  BEFORE UPDATE OF `payment_reference` ON `join_applications`
  WHEN EXISTS (SELECT 1 FROM `membership_renewals` WHERE `payment_reference` = NEW.`payment_reference`)
  BEGIN SELECT RAISE(ABORT, 'payment reference taken'); END;--> statement-breakpoint
CREATE TRIGGER `membership_renewals_reference_unique_across_insert`
  BEFORE INSERT ON `membership_renewals`
  WHEN EXISTS (SELECT 1 FROM `join_applications` WHERE `payment_reference` = NEW.`payment_reference`)
  BEGIN SELECT RAISE(ABORT, 'payment reference taken'); END;--> statement-breakpoint
CREATE TRIGGER `membership_renewals_reference_unique_across_update`
  BEFORE UPDATE OF `payment_reference` ON `membership_renewals`
  WHEN EXISTS (SELECT 1 FROM `join_applications` WHERE `payment_reference` = NEW.`payment_reference`)
  BEGIN SELECT RAISE(ABORT, 'payment reference taken'); END;
