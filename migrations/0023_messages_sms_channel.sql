-- Issue #40: a message goes by e-mail or by SMS (a CHECK on `channel`), and its status can be what
-- the provider reports afterwards: "delivered" (an SMS's delivery report) and "bounced" (an
-- e-mail's hard bounce). SQLite cannot change a CHECK in place, so the table is rebuilt, its rows
-- kept as they are; and a delivery report finds its message by the provider's id (an index).
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
	`recipient_unproven` integer DEFAULT false NOT NULL,
	`held_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "messages_status_check" CHECK("__new_messages"."status" in ('queued', 'sending', 'sent', 'delivered', 'failed', 'bounced', 'suppressed', 'held')),
	CONSTRAINT "messages_channel_check" CHECK("__new_messages"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
INSERT INTO `__new_messages`("id", "idempotency_key", "kind", "channel", "recipient", "language", "user_id", "status", "attempts", "payload", "subject", "body_text", "body_html", "provider_id", "last_error", "announcement_id", "recipient_unproven", "held_by", "created_at", "updated_at", "sent_at") SELECT "id", "idempotency_key", "kind", "channel", "recipient", "language", "user_id", "status", "attempts", "payload", "subject", "body_text", "body_html", "provider_id", "last_error", "announcement_id", "recipient_unproven", "held_by", "created_at", "updated_at", "sent_at" FROM `messages`;--> statement-breakpoint
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
CREATE INDEX `messages_unproven_created_idx` ON `messages` (`created_at`) WHERE "messages"."recipient_unproven" = 1;--> statement-breakpoint
CREATE INDEX `messages_channel_provider_id_idx` ON `messages` (`channel`,`provider_id`);--> statement-breakpoint
CREATE INDEX `messages_held_by_site_idx` ON `messages` (`created_at`) WHERE "messages"."status" = 'held' and "messages"."held_by" = 'site';
