-- Issue #20 (ADR 0023): optional Hausa texts of what admins enter. A public page in Hausa shows
-- them when present and non-empty, else the English (app/models/localised-content.server.ts).
-- Testimonials get their text only: names are the same in both languages.
ALTER TABLE `events` ADD `title_ha` text;--> statement-breakpoint
ALTER TABLE `events` ADD `description_ha` text;--> statement-breakpoint
ALTER TABLE `resources` ADD `title_ha` text;--> statement-breakpoint
ALTER TABLE `resources` ADD `description_ha` text;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `content_ha` text;
