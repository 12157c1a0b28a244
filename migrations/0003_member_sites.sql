CREATE TABLE `member_sites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`slug` text NOT NULL,
	`design` text NOT NULL,
	`theme` text DEFAULT 'emerald' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`content` text NOT NULL,
	`logo_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`published_at` integer,
	`unpublished_reason` text,
	`unpublished_at` integer,
	`unpublished_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`unpublished_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "member_sites_status_check" CHECK("member_sites"."status" in ('draft', 'published')),
	CONSTRAINT "member_sites_design_check" CHECK("member_sites"."design" in ('market-stall', 'boutique', 'professional')),
	CONSTRAINT "member_sites_theme_check" CHECK("member_sites"."theme" in ('emerald', 'indigo', 'rose', 'clay', 'plum', 'charcoal'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_sites_slug_unique` ON `member_sites` (lower("slug"));--> statement-breakpoint
CREATE INDEX `member_sites_user_id_created_at_idx` ON `member_sites` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `member_sites_status_published_at_idx` ON `member_sites` (`status`,`published_at`);