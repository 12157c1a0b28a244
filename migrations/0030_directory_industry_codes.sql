-- Issue #41: the directory's industry in its search index as one trigram ('#fa' for fashion) in
-- place of its bracketed key ('[fashion]': seven trigrams, each holding every member of the
-- industry), so that a search with an industry filter looks up one list, not seven.
DROP TRIGGER `join_applications_search_after_update`;
--> statement-breakpoint
CREATE TRIGGER `join_applications_search_after_update` AFTER UPDATE OF `full_name`, `business_name`, `business_type`, `business_type_detail`, `contact_address`, `directory_consent`, `directory_ends_on` ON `join_applications` BEGIN
  DELETE FROM `directory_search` WHERE `rowid` = OLD.`rowid`;
  INSERT INTO `directory_search` (`rowid`, `name`, `business`, `detail`, `place`, `industry`) SELECT NEW.`rowid`, replace(replace(replace(replace(replace(replace(replace(replace(NEW.`full_name`, 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), replace(replace(replace(replace(replace(replace(replace(replace(NEW.`business_name`, 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), replace(replace(replace(replace(replace(replace(replace(replace(coalesce(NEW.`business_type_detail`, ''), 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), replace(replace(replace(replace(replace(replace(replace(replace(CASE WHEN NEW.`directory_consent` = 1 THEN NEW.`contact_address` ELSE '' END, 'ɓ', 'b'), 'Ɓ', 'B'), 'ɗ', 'd'), 'Ɗ', 'D'), 'ƙ', 'k'), 'Ƙ', 'K'), 'ƴ', 'y'), 'Ƴ', 'Y'), '#' || substr(NEW.`business_type`, 1, 2) WHERE NEW.`directory_ends_on` IS NOT NULL;
END;
--> statement-breakpoint
UPDATE `directory_search` SET `industry` = '#' || substr(`industry`, 2, 2) WHERE `industry` LIKE '[%]';
