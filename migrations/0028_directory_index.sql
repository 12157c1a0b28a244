CREATE TABLE `directory_industry_counts` (
	`industry` text PRIMARY KEY NOT NULL,
	`members` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `join_applications` ADD `directory_ends_on` text;--> statement-breakpoint
ALTER TABLE `join_applications` ADD `listed` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `join_applications_directory_name_idx` ON `join_applications` (`full_name`,`id`) WHERE "join_applications"."directory_ends_on" is not null;--> statement-breakpoint
CREATE INDEX `join_applications_directory_type_name_idx` ON `join_applications` (`business_type`,`full_name`,`id`) WHERE "join_applications"."directory_ends_on" is not null;--> statement-breakpoint
CREATE INDEX `join_applications_directory_lower_name_idx` ON `join_applications` (lower("full_name"),`id`) WHERE "join_applications"."directory_ends_on" is not null;--> statement-breakpoint
CREATE INDEX `join_applications_listed_ends_idx` ON `join_applications` (`listed`,`directory_ends_on`) WHERE "join_applications"."directory_ends_on" is not null;
--> statement-breakpoint
-- Issue #41, by hand below drizzle's part (drizzle cannot declare virtual tables or triggers).
-- Who can be listed, the counts by industry and the search index are kept by triggers, so every
-- write of a period, a status, an erasure or a consent keeps them in step in its own statement.
-- The grace boundary moves with the days: the hourly job writes it to site_settings and moves
-- `listed` (app/models/membership/directory-upkeep.server.ts); this is its first value (WAT
-- today less the default 30 days).
INSERT OR IGNORE INTO `site_settings` (`name`, `value`) VALUES ('directory_grace_from', date('now', '+1 hour', '-30 days'));
--> statement-breakpoint
-- The search index: trigram (part of a word matches), accents removed, Hausa's hooked letters
-- folded to plain ones on the way in (and in the query): `kasuwa` finds `ƙasuwa`. Her location
-- only with directory consent (it is shown only then). rowid = the application's rowid.
CREATE VIRTUAL TABLE `directory_search` USING fts5(`name`, `business`, `detail`, `place`, `industry`, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `join_applications_directory_after_insert` AFTER INSERT ON `join_applications` BEGIN
  UPDATE `join_applications` SET `directory_ends_on` = CASE WHEN `status` = 'approved' AND `erased_at` IS NULL THEN coalesce((SELECT max(`ends_on`) FROM `membership_periods` WHERE `application_id` = `join_applications`.`id`), '9999-12-31') END WHERE `rowid` = NEW.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_directory_after_status` AFTER UPDATE OF `status`, `erased_at` ON `join_applications` BEGIN
  UPDATE `join_applications` SET `directory_ends_on` = CASE WHEN `status` = 'approved' AND `erased_at` IS NULL THEN coalesce((SELECT max(`ends_on`) FROM `membership_periods` WHERE `application_id` = `join_applications`.`id`), '9999-12-31') END WHERE `rowid` = NEW.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `membership_periods_directory_after_insert` AFTER INSERT ON `membership_periods` BEGIN
  UPDATE `join_applications` SET `directory_ends_on` = CASE WHEN `status` = 'approved' AND `erased_at` IS NULL THEN coalesce((SELECT max(`ends_on`) FROM `membership_periods` WHERE `application_id` = `join_applications`.`id`), '9999-12-31') END WHERE `id` = NEW.`application_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `membership_periods_directory_after_update` AFTER UPDATE OF `ends_on`, `application_id` ON `membership_periods` BEGIN
  UPDATE `join_applications` SET `directory_ends_on` = CASE WHEN `status` = 'approved' AND `erased_at` IS NULL THEN coalesce((SELECT max(`ends_on`) FROM `membership_periods` WHERE `application_id` = `join_applications`.`id`), '9999-12-31') END WHERE `id` IN (OLD.`application_id`, NEW.`application_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `membership_periods_directory_after_delete` AFTER DELETE ON `membership_periods` BEGIN
  UPDATE `join_applications` SET `directory_ends_on` = CASE WHEN `status` = 'approved' AND `erased_at` IS NULL THEN coalesce((SELECT max(`ends_on`) FROM `membership_periods` WHERE `application_id` = `join_applications`.`id`), '9999-12-31') END WHERE `id` = OLD.`application_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_listed_after_ends` AFTER UPDATE OF `directory_ends_on` ON `join_applications` BEGIN
  UPDATE `join_applications` SET `listed` = coalesce(NEW.`directory_ends_on` >= (SELECT `value` FROM `site_settings` WHERE `name` = 'directory_grace_from'), 0) WHERE `rowid` = NEW.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_counts_after_update` AFTER UPDATE OF `listed`, `business_type` ON `join_applications` WHEN OLD.`listed` <> NEW.`listed` OR OLD.`business_type` <> NEW.`business_type` BEGIN
  UPDATE `directory_industry_counts` SET `members` = `members` - 1 WHERE OLD.`listed` = 1 AND `industry` = OLD.`business_type`;
  INSERT INTO `directory_industry_counts` (`industry`, `members`) SELECT NEW.`business_type`, 1 WHERE NEW.`listed` = 1 ON CONFLICT (`industry`) DO UPDATE SET `members` = `members` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_counts_after_delete` AFTER DELETE ON `join_applications` WHEN OLD.`listed` = 1 BEGIN
  UPDATE `directory_industry_counts` SET `members` = `members` - 1 WHERE `industry` = OLD.`business_type`;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_search_after_update` AFTER UPDATE OF `full_name`, `business_name`, `business_type`, `business_type_detail`, `contact_address`, `directory_consent`, `directory_ends_on` ON `join_applications` BEGIN
  DELETE FROM `directory_search` WHERE `rowid` = OLD.`rowid`;
  INSERT INTO `directory_search` (`rowid`, `name`, `business`, `detail`, `place`, `industry`) SELECT NEW.`rowid`, replace(replace(replace(replace(replace(replace(replace(replace(NEW.`full_name`, 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), replace(replace(replace(replace(replace(replace(replace(replace(NEW.`business_name`, 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), replace(replace(replace(replace(replace(replace(replace(replace(coalesce(NEW.`business_type_detail`, ''), 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), replace(replace(replace(replace(replace(replace(replace(replace(CASE WHEN NEW.`directory_consent` = 1 THEN NEW.`contact_address` ELSE '' END, 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), '[' || NEW.`business_type` || ']' WHERE NEW.`directory_ends_on` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_search_after_delete` AFTER DELETE ON `join_applications` BEGIN
  DELETE FROM `directory_search` WHERE `rowid` = OLD.`rowid`;
END;
--> statement-breakpoint
-- The rows written before this migration: the triggers above fill the rest from this.
UPDATE `join_applications` SET `directory_ends_on` = CASE WHEN `status` = 'approved' AND `erased_at` IS NULL THEN coalesce((SELECT max(`ends_on`) FROM `membership_periods` WHERE `application_id` = `join_applications`.`id`), '9999-12-31') END;
