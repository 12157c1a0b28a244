CREATE TABLE `list_counts` (
	`name` text PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `contact_messages_submitted_at_idx`;--> statement-breakpoint
CREATE INDEX `contact_messages_submitted_idx` ON `contact_messages` (`submitted_at`,`id`);--> statement-breakpoint
DROP INDEX `join_applications_submitted_at_idx`;--> statement-breakpoint
CREATE INDEX `join_applications_submitted_idx` ON `join_applications` (`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `join_applications_status_submitted_idx` ON `join_applications` (`status`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `payments_source_confirmed_idx` ON `payments` (`source`,`confirmed_at`);--> statement-breakpoint
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
