CREATE TABLE `list_counts` (
	`name` text PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `period_days` (
	`day` text PRIMARY KEY NOT NULL,
	`starting` integer DEFAULT 0 NOT NULL,
	`ending` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `register_end_days` (
	`ends_on` text NOT NULL,
	`plan` text NOT NULL,
	`members` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ends_on`, `plan`)
);
--> statement-breakpoint
DROP INDEX `contact_messages_submitted_at_idx`;--> statement-breakpoint
CREATE INDEX `contact_messages_submitted_idx` ON `contact_messages` (`submitted_at`,`id`);--> statement-breakpoint
DROP INDEX `join_applications_status_full_name_idx`;--> statement-breakpoint
DROP INDEX `join_applications_submitted_at_idx`;--> statement-breakpoint
DROP INDEX `join_applications_directory_name_idx`;--> statement-breakpoint
CREATE INDEX `join_applications_submitted_idx` ON `join_applications` (`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `join_applications_status_submitted_idx` ON `join_applications` (`status`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `join_applications_directory_name_idx` ON `join_applications` (`full_name`,`id`,`directory_ends_on`) WHERE "join_applications"."directory_ends_on" is not null;--> statement-breakpoint
CREATE INDEX `payments_source_confirmed_idx` ON `payments` (`source`,`confirmed_at`,`id`);--> statement-breakpoint
-- The counts the admin's pages show (issue #41), kept in the same statement as each change.
CREATE TRIGGER `join_applications_list_counts_after_insert` AFTER INSERT ON `join_applications` BEGIN
  INSERT INTO `list_counts` (`name`, `total`) VALUES ('applications:' || NEW.`status`, 1) ON CONFLICT (`name`) DO UPDATE SET `total` = `total` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_list_counts_after_status` AFTER UPDATE OF `status` ON `join_applications` WHEN OLD.`status` <> NEW.`status` BEGIN
  UPDATE `list_counts` SET `total` = `total` - 1 WHERE `name` = 'applications:' || OLD.`status`;
  INSERT INTO `list_counts` (`name`, `total`) VALUES ('applications:' || NEW.`status`, 1) ON CONFLICT (`name`) DO UPDATE SET `total` = `total` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_list_counts_after_delete` AFTER DELETE ON `join_applications` BEGIN
  UPDATE `list_counts` SET `total` = `total` - 1 WHERE `name` = 'applications:' || OLD.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_list_counts_after_insert` AFTER INSERT ON `contact_messages` BEGIN
  INSERT INTO `list_counts` (`name`, `total`) SELECT 'messages', 1 UNION ALL SELECT 'messages:unread', 1 WHERE NEW.`is_read` = 0 ON CONFLICT (`name`) DO UPDATE SET `total` = `total` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_list_counts_after_read` AFTER UPDATE OF `is_read` ON `contact_messages` WHEN OLD.`is_read` <> NEW.`is_read` BEGIN
  INSERT INTO `list_counts` (`name`, `total`) VALUES ('messages:unread', CASE WHEN NEW.`is_read` = 0 THEN 1 ELSE 0 END) ON CONFLICT (`name`) DO UPDATE SET `total` = `total` + CASE WHEN NEW.`is_read` = 0 THEN 1 ELSE -1 END;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_list_counts_after_delete` AFTER DELETE ON `contact_messages` BEGIN
  UPDATE `list_counts` SET `total` = `total` - 1 WHERE `name` = 'messages' OR (`name` = 'messages:unread' AND OLD.`is_read` = 0);
END;
--> statement-breakpoint
-- The rows written before this migration: the triggers above keep the counts from here.
INSERT INTO `list_counts` (`name`, `total`)
  SELECT 'applications:' || `status`, count(*) FROM `join_applications` GROUP BY `status`
  UNION ALL SELECT 'messages', count(*) FROM `contact_messages`
  UNION ALL SELECT 'messages:unread', count(*) FROM `contact_messages` WHERE `is_read` = 0;
--> statement-breakpoint
-- The register's members by end day and plan: every change of directory_ends_on (which 0028's
-- triggers write on every insert, change of period, status or erasure) or of plan moves her.
CREATE TRIGGER `join_applications_end_days_after_change` AFTER UPDATE OF `directory_ends_on`, `membership_plan` ON `join_applications` WHEN OLD.`directory_ends_on` IS NOT NEW.`directory_ends_on` OR OLD.`membership_plan` <> NEW.`membership_plan` BEGIN
  UPDATE `register_end_days` SET `members` = `members` - 1 WHERE `ends_on` = OLD.`directory_ends_on` AND `plan` = OLD.`membership_plan`;
  INSERT INTO `register_end_days` (`ends_on`, `plan`, `members`) SELECT NEW.`directory_ends_on`, NEW.`membership_plan`, 1 WHERE NEW.`directory_ends_on` IS NOT NULL ON CONFLICT (`ends_on`, `plan`) DO UPDATE SET `members` = `members` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `join_applications_end_days_after_delete` AFTER DELETE ON `join_applications` WHEN OLD.`directory_ends_on` IS NOT NULL BEGIN
  UPDATE `register_end_days` SET `members` = `members` - 1 WHERE `ends_on` = OLD.`directory_ends_on` AND `plan` = OLD.`membership_plan`;
END;
--> statement-breakpoint
-- Periods by the day they start and the day they end.
CREATE TRIGGER `membership_periods_days_after_insert` AFTER INSERT ON `membership_periods` BEGIN
  INSERT INTO `period_days` (`day`, `starting`, `ending`) VALUES (NEW.`starts_on`, 1, 0) ON CONFLICT (`day`) DO UPDATE SET `starting` = `starting` + 1;
  INSERT INTO `period_days` (`day`, `starting`, `ending`) VALUES (NEW.`ends_on`, 0, 1) ON CONFLICT (`day`) DO UPDATE SET `ending` = `ending` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `membership_periods_days_after_update` AFTER UPDATE OF `starts_on`, `ends_on` ON `membership_periods` WHEN OLD.`starts_on` <> NEW.`starts_on` OR OLD.`ends_on` <> NEW.`ends_on` BEGIN
  UPDATE `period_days` SET `starting` = `starting` - 1 WHERE `day` = OLD.`starts_on`;
  UPDATE `period_days` SET `ending` = `ending` - 1 WHERE `day` = OLD.`ends_on`;
  INSERT INTO `period_days` (`day`, `starting`, `ending`) VALUES (NEW.`starts_on`, 1, 0) ON CONFLICT (`day`) DO UPDATE SET `starting` = `starting` + 1;
  INSERT INTO `period_days` (`day`, `starting`, `ending`) VALUES (NEW.`ends_on`, 0, 1) ON CONFLICT (`day`) DO UPDATE SET `ending` = `ending` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `membership_periods_days_after_delete` AFTER DELETE ON `membership_periods` BEGIN
  UPDATE `period_days` SET `starting` = `starting` - 1 WHERE `day` = OLD.`starts_on`;
  UPDATE `period_days` SET `ending` = `ending` - 1 WHERE `day` = OLD.`ends_on`;
END;
--> statement-breakpoint
-- The rows written before this migration.
INSERT INTO `register_end_days` (`ends_on`, `plan`, `members`)
  SELECT `directory_ends_on`, `membership_plan`, count(*) FROM `join_applications` WHERE `directory_ends_on` IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO `period_days` (`day`, `starting`, `ending`)
  SELECT `day`, sum(`starting`), sum(`ending`) FROM (
    SELECT `starts_on` AS `day`, 1 AS `starting`, 0 AS `ending` FROM `membership_periods`
    UNION ALL SELECT `ends_on`, 0, 1 FROM `membership_periods`
  ) GROUP BY `day`;
