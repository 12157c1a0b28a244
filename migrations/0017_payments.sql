CREATE TABLE `online_checkouts` (
	`reference` text PRIMARY KEY NOT NULL,
	`provider` text DEFAULT 'paystack' NOT NULL,
	`payment_reference` text NOT NULL,
	`purpose` text NOT NULL,
	`application_id` text NOT NULL,
	`renewal_id` text,
	`amount_kobo` integer NOT NULL,
	`authorization_url` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`renewal_id`) REFERENCES `membership_renewals`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "online_checkouts_status_check" CHECK("online_checkouts"."status" in ('open', 'paid', 'abandoned'))
);
--> statement-breakpoint
CREATE INDEX `online_checkouts_payment_reference_idx` ON `online_checkouts` (`payment_reference`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_flags` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text DEFAULT 'paystack' NOT NULL,
	`provider_reference` text NOT NULL,
	`provider_id` text,
	`payment_reference` text,
	`application_id` text,
	`reason` text NOT NULL,
	`amount_kobo` integer,
	`expected_kobo` integer,
	`currency` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	`resolved_by` text,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_flags_reference_reason_unique` ON `payment_flags` (`provider`,`provider_reference`,`reason`);--> statement-breakpoint
CREATE INDEX `payment_flags_open_idx` ON `payment_flags` (`resolved_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`purpose` text NOT NULL,
	`application_id` text NOT NULL,
	`renewal_id` text,
	`amount_kobo` integer,
	`currency` text DEFAULT 'NGN' NOT NULL,
	`source` text NOT NULL,
	`provider_id` text,
	`provider_reference` text,
	`confirmed_by` text,
	`confirmed_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`renewal_id`) REFERENCES `membership_renewals`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payments_purpose_check" CHECK("payments"."purpose" in ('join', 'renewal')),
	CONSTRAINT "payments_source_check" CHECK("payments"."source" in ('admin', 'paystack'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE INDEX `payments_application_idx` ON `payments` (`application_id`);--> statement-breakpoint
-- Every payment confirmed before this migration was a bank transfer an admin confirmed.
INSERT OR IGNORE INTO `payments` (`id`, `reference`, `purpose`, `application_id`, `renewal_id`, `amount_kobo`, `currency`, `source`, `confirmed_by`, `confirmed_at`)
SELECT lower(hex(randomblob(16))), ja.`payment_reference`, 'join', ja.`id`, NULL,
  (SELECT mp.`amount_kobo` FROM `membership_periods` mp WHERE mp.`payment_reference` = ja.`payment_reference`),
  'NGN', 'admin',
  (SELECT mp.`confirmed_by` FROM `membership_periods` mp WHERE mp.`payment_reference` = ja.`payment_reference`),
  ja.`payment_confirmed_at`
FROM `join_applications` ja WHERE ja.`payment_confirmed_at` IS NOT NULL;
--> statement-breakpoint
INSERT OR IGNORE INTO `payments` (`id`, `reference`, `purpose`, `application_id`, `renewal_id`, `amount_kobo`, `currency`, `source`, `confirmed_by`, `confirmed_at`)
SELECT lower(hex(randomblob(16))), r.`payment_reference`, 'renewal', r.`application_id`, r.`id`, r.`amount_kobo`, 'NGN', 'admin', r.`decided_by`, r.`decided_at`
FROM `membership_renewals` r WHERE r.`status` = 'confirmed' AND r.`decided_at` IS NOT NULL;
--> statement-breakpoint
INSERT OR IGNORE INTO `payments` (`id`, `reference`, `purpose`, `application_id`, `renewal_id`, `amount_kobo`, `currency`, `source`, `confirmed_by`, `confirmed_at`)
SELECT lower(hex(randomblob(16))), mp.`payment_reference`, CASE mp.`origin` WHEN 'renewal' THEN 'renewal' ELSE 'join' END,
  mp.`application_id`, NULL, mp.`amount_kobo`, 'NGN', 'admin', mp.`confirmed_by`, mp.`confirmed_at`
FROM `membership_periods` mp;
