-- Issue #26 (ADR 0034): the business type is one of the association's industries
-- (app/config/industries.ts), stored as its key; "other" keeps her own words in the new column.
-- Every business type typed before is mapped, losing nothing: a text that names an industry (its
-- English or Hausa name, in any case, with any punctuation, "&" or "and", singular or plural)
-- becomes that industry's key; any other text becomes "other" and is kept, as typed, as the detail.
ALTER TABLE `join_applications` ADD `business_type_detail` text;--> statement-breakpoint
-- The names, normalised as below (lower case, no punctuation, no spaces, no "and"):
CREATE TABLE `_industry_names` (`name` text PRIMARY KEY NOT NULL, `industry` text NOT NULL);--> statement-breakpoint
INSERT INTO `_industry_names` (`name`, `industry`) VALUES
	('agriculture', 'agriculture'), ('agricultural', 'agriculture'), ('agric', 'agriculture'), ('farming', 'agriculture'), ('noma', 'agriculture'), ('nomadakiwo', 'agriculture'),
	('foodprocessing', 'food_processing'), ('foodprocessor', 'food_processing'), ('sarrafaabinci', 'food_processing'),
	('catering', 'catering'), ('caterer', 'catering'), ('dafaabinci', 'catering'),
	('fashiontextiles', 'fashion'), ('fashiontextile', 'fashion'), ('fashion', 'fashion'), ('textiles', 'fashion'), ('textile', 'fashion'), ('kayansawadayaduka', 'fashion'), ('kayansawa', 'fashion'),
	('beautywellness', 'beauty'), ('beauty', 'beauty'), ('wellness', 'beauty'), ('kwalliyadalafiya', 'beauty'), ('kwalliya', 'beauty'),
	('crafts', 'crafts'), ('craft', 'crafts'), ('handicrafts', 'crafts'), ('handicraft', 'crafts'), ('sanaarhannu', 'crafts'),
	('retail', 'retail'), ('retailer', 'retail'), ('sayedasayarwa', 'retail'),
	('technology', 'technology'), ('tech', 'technology'), ('fasaha', 'technology'),
	('health', 'health'), ('healthcare', 'health'), ('kiwonlafiya', 'health'),
	('education', 'education'), ('ilimi', 'education'),
	('eventplanning', 'event_planning'), ('eventsplanning', 'event_planning'), ('eventplanner', 'event_planning'), ('events', 'event_planning'), ('shiryabukukuwa', 'event_planning'),
	('manufacturing', 'manufacturing'), ('ƙereƙere', 'manufacturing'),
	('printingmedia', 'media'), ('printing', 'media'), ('media', 'media'), ('ɗabidayaɗalabarai', 'media'),
	('other', 'other'), ('others', 'other'), ('wanidaban', 'other');--> statement-breakpoint
UPDATE `join_applications` SET `business_type` = `names`.`industry`
FROM `_industry_names` AS `names`
WHERE `names`.`name` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
	' ' || lower(`join_applications`.`business_type`) || ' ',
	'Ɓ', 'ɓ'), 'Ɗ', 'ɗ'), 'Ƙ', 'ƙ'), 'Ƴ', 'ƴ'),
	'''', ''), 'ʼ', ''), '’', ''),
	'&', ' '), '/', ' '), '-', ' '), ',', ' '), '.', ' '), '_', ' '), '(', ' '), ')', ' '), '+', ' '),
	char(9), ' '), char(10), ' '), char(13), ' '),
	' and ', ' '), ' ', '');--> statement-breakpoint
UPDATE `join_applications` SET `business_type_detail` = `business_type`, `business_type` = 'other'
WHERE `business_type` NOT IN (SELECT `industry` FROM `_industry_names`);--> statement-breakpoint
DROP TABLE `_industry_names`;
