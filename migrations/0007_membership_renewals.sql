CREATE TABLE `membership_renewals` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`requested_by` text,
	`plan` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`payment_reference` text NOT NULL,
	`receipt_key` text,
	`idempotency_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reject_reason` text,
	`requested_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "membership_renewals_plan_check" CHECK("membership_renewals"."plan" in ('starter', 'pro')),
	CONSTRAINT "membership_renewals_status_check" CHECK("membership_renewals"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `membership_renewals_payment_reference_unique` ON `membership_renewals` (`payment_reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `membership_renewals_idempotency_key_unique` ON `membership_renewals` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `membership_renewals_one_open_unique` ON `membership_renewals` (`application_id`) WHERE "membership_renewals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `membership_renewals_status_requested_idx` ON `membership_renewals` (`status`,`requested_at`);