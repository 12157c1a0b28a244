CREATE TABLE `membership_periods` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`plan` text NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`payment_reference` text NOT NULL,
	`confirmed_by` text,
	`confirmed_at` integer NOT NULL,
	`origin` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`confirmed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "membership_periods_days_check" CHECK("membership_periods"."starts_on" < "membership_periods"."ends_on"),
	CONSTRAINT "membership_periods_amount_check" CHECK("membership_periods"."amount_kobo" >= 0),
	CONSTRAINT "membership_periods_plan_check" CHECK("membership_periods"."plan" in ('starter', 'pro')),
	CONSTRAINT "membership_periods_origin_check" CHECK("membership_periods"."origin" in ('application', 'renewal', 'migration'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `membership_periods_payment_reference_unique` ON `membership_periods` (`payment_reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `membership_periods_application_starts_unique` ON `membership_periods` (`application_id`,`starts_on`);--> statement-breakpoint
CREATE INDEX `membership_periods_application_ends_idx` ON `membership_periods` (`application_id`,`ends_on`);--> statement-breakpoint
-- Members approved before periods existed get a first period from their approval day in WAT,
-- for twelve months (the default term), clamped at month ends like every period (ADR 0015).
-- The amount is the plan's price; the payment reference is the application's own.
INSERT INTO `membership_periods` (`id`, `application_id`, `plan`, `starts_on`, `ends_on`, `amount_kobo`, `payment_reference`, `confirmed_by`, `confirmed_at`, `origin`)
SELECT lower(hex(randomblob(16))), `id`, `membership_plan`, `starts_on`,
	min(date(`starts_on`, '+12 months'), date(`starts_on`, 'start of month', '+13 months', '-1 day')),
	CASE `membership_plan` WHEN 'pro' THEN 590000 ELSE 290000 END,
	`payment_reference`, `reviewed_by`, coalesce(`payment_confirmed_at`, `reviewed_at`, `submitted_at`), 'migration'
FROM (
	SELECT *, date(coalesce(`reviewed_at`, `submitted_at`) / 1000, 'unixepoch', '+1 hour') AS `starts_on`
	FROM `join_applications`
	WHERE `status` = 'approved'
) AS `approved`
WHERE NOT EXISTS (SELECT 1 FROM `membership_periods` AS `p` WHERE `p`.`application_id` = `approved`.`id`);
