CREATE TABLE `membership_cards` (
	`application_id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`verify_code` text,
	`code_user_id` text,
	`code_created_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`code_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `membership_cards_seq_unique` ON `membership_cards` (`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `membership_cards_number_unique` ON `membership_cards` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `membership_cards_verify_code_unique` ON `membership_cards` (`verify_code`);--> statement-breakpoint
-- Members approved before membership numbers: numbered in the order they were approved (ADR 0021).
INSERT INTO `membership_cards` (`application_id`, `seq`, `number`)
SELECT `id`, `seq`, 'ZW-' || strftime('%Y', coalesce(`reviewed_at`, `submitted_at`) / 1000 + 3600, 'unixepoch') || '-' || printf('%05d', `seq`)
FROM (
	SELECT `id`, `reviewed_at`, `submitted_at`,
		row_number() OVER (ORDER BY `reviewed_at`, `submitted_at`, `id`) AS `seq`
	FROM `join_applications`
	WHERE `status` = 'approved'
);
