ALTER TABLE `join_applications` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `join_applications` ADD `language` text DEFAULT 'en' NOT NULL;