CREATE TABLE `election_ballot_choices` (
	`receipt` text NOT NULL,
	`candidate_id` text NOT NULL,
	PRIMARY KEY(`receipt`, `candidate_id`),
	FOREIGN KEY (`receipt`) REFERENCES `election_ballots`(`receipt`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`candidate_id`) REFERENCES `election_candidates`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `election_ballot_choices_candidate_idx` ON `election_ballot_choices` (`candidate_id`);--> statement-breakpoint
CREATE TABLE `election_ballots` (
	`receipt` text PRIMARY KEY NOT NULL,
	`election_id` text NOT NULL,
	`cast_on` text NOT NULL,
	FOREIGN KEY (`election_id`) REFERENCES `elections`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `election_ballots_election_idx` ON `election_ballots` (`election_id`,`receipt`);--> statement-breakpoint
CREATE TABLE `election_candidates` (
	`id` text PRIMARY KEY NOT NULL,
	`election_id` text NOT NULL,
	`position_id` text NOT NULL,
	`name` text NOT NULL,
	`photo_url` text,
	`statement` text DEFAULT '' NOT NULL,
	`statement_ha` text,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`election_id`) REFERENCES `elections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`position_id`) REFERENCES `election_positions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `election_candidates_position_idx` ON `election_candidates` (`position_id`,`sort`);--> statement-breakpoint
CREATE TABLE `election_electors` (
	`election_id` text NOT NULL,
	`application_id` text NOT NULL,
	PRIMARY KEY(`election_id`, `application_id`),
	FOREIGN KEY (`election_id`) REFERENCES `elections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `join_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `election_paper_counts` (
	`candidate_id` text PRIMARY KEY NOT NULL,
	`election_id` text NOT NULL,
	`votes` integer NOT NULL,
	`entered_by` text,
	`entered_at` integer NOT NULL,
	FOREIGN KEY (`candidate_id`) REFERENCES `election_candidates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`election_id`) REFERENCES `elections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "election_paper_counts_votes_check" CHECK("election_paper_counts"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE `election_positions` (
	`id` text PRIMARY KEY NOT NULL,
	`election_id` text NOT NULL,
	`title` text NOT NULL,
	`title_ha` text,
	`seats` integer DEFAULT 1 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`election_id`) REFERENCES `elections`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "election_positions_seats_check" CHECK("election_positions"."seats" between 1 and 20)
);
--> statement-breakpoint
CREATE INDEX `election_positions_election_idx` ON `election_positions` (`election_id`,`sort`);--> statement-breakpoint
CREATE TABLE `election_voters` (
	`election_id` text NOT NULL,
	`application_id` text NOT NULL,
	`channel` text NOT NULL,
	`voted_on` text NOT NULL,
	`marked_by` text,
	PRIMARY KEY(`election_id`, `application_id`),
	FOREIGN KEY (`marked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`election_id`,`application_id`) REFERENCES `election_electors`(`election_id`,`application_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "election_voters_channel_check" CHECK("election_voters"."channel" in ('online', 'paper'))
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `elections` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`title_ha` text,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	`cutoff_on` text NOT NULL,
	`include_grace` integer DEFAULT false NOT NULL,
	`opened_at` integer,
	`electorate_size` integer,
	`closed_at` integer,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "elections_window_check" CHECK("elections"."opens_at" < "elections"."closes_at"),
	CONSTRAINT "elections_opened_check" CHECK(("elections"."opened_at" is null) = ("elections"."electorate_size" is null)),
	CONSTRAINT "elections_closed_check" CHECK("elections"."closed_at" is null or "elections"."opened_at" is not null)
);
--> statement-breakpoint
CREATE INDEX `elections_opens_at_idx` ON `elections` (`opens_at`);--> statement-breakpoint
-- Issue #42 (ADR 0058), written by hand: the rules an election keeps whatever the code does.
-- The voters, ballots and choices are WITHOUT ROWID (above): kept in the order of their keys (a
-- random receipt code; the voter's ids), so no table remembers in which order votes came.
-- Once voting opens its positions, candidates and electorate are frozen.
CREATE TRIGGER `election_positions_frozen_insert` BEFORE INSERT ON `election_positions`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = NEW.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_positions_frozen_update` BEFORE UPDATE ON `election_positions`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = OLD.`election_id`) IS NOT NULL
  OR (SELECT `opened_at` FROM `elections` WHERE `id` = NEW.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_positions_frozen_delete` BEFORE DELETE ON `election_positions`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = OLD.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_candidates_frozen_insert` BEFORE INSERT ON `election_candidates`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = NEW.`election_id`) IS NOT NULL
  OR NOT EXISTS (SELECT 1 FROM `election_positions` WHERE `id` = NEW.`position_id` AND `election_id` = NEW.`election_id`)
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_candidates_frozen_update` BEFORE UPDATE ON `election_candidates`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = OLD.`election_id`) IS NOT NULL
  OR (SELECT `opened_at` FROM `elections` WHERE `id` = NEW.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_candidates_frozen_delete` BEFORE DELETE ON `election_candidates`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = OLD.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_electors_frozen_insert` BEFORE INSERT ON `election_electors`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = NEW.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
-- After the opening only the close may change an election; after the close, nothing.
CREATE TRIGGER `elections_frozen_update` BEFORE UPDATE ON `elections`
WHEN OLD.`closed_at` IS NOT NULL
  OR (OLD.`opened_at` IS NOT NULL AND (
    NEW.`title` IS NOT OLD.`title` OR NEW.`title_ha` IS NOT OLD.`title_ha`
    OR NEW.`opens_at` IS NOT OLD.`opens_at` OR NEW.`closes_at` IS NOT OLD.`closes_at`
    OR NEW.`cutoff_on` IS NOT OLD.`cutoff_on` OR NEW.`include_grace` IS NOT OLD.`include_grace`
    OR NEW.`opened_at` IS NOT OLD.`opened_at` OR NEW.`electorate_size` IS NOT OLD.`electorate_size`))
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `elections_frozen_delete` BEFORE DELETE ON `elections`
WHEN OLD.`opened_at` IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
-- Votes, ballots and paper counts only while voting is open; never changed, never taken back.
CREATE TRIGGER `election_voters_open_insert` BEFORE INSERT ON `election_voters`
WHEN NOT EXISTS (SELECT 1 FROM `elections` WHERE `id` = NEW.`election_id` AND `opened_at` IS NOT NULL AND `closed_at` IS NULL)
BEGIN SELECT RAISE(ABORT, 'election not open'); END;
--> statement-breakpoint
CREATE TRIGGER `election_voters_no_update` BEFORE UPDATE ON `election_voters`
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_ballots_open_insert` BEFORE INSERT ON `election_ballots`
WHEN NOT EXISTS (SELECT 1 FROM `elections` WHERE `id` = NEW.`election_id` AND `opened_at` IS NOT NULL AND `closed_at` IS NULL)
BEGIN SELECT RAISE(ABORT, 'election not open'); END;
--> statement-breakpoint
CREATE TRIGGER `election_ballots_no_update` BEFORE UPDATE ON `election_ballots`
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_ballots_no_delete` BEFORE DELETE ON `election_ballots`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = OLD.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_ballot_choices_open_insert` BEFORE INSERT ON `election_ballot_choices`
WHEN NOT EXISTS (
  SELECT 1 FROM `election_ballots` b JOIN `elections` e ON e.`id` = b.`election_id`
  JOIN `election_candidates` c ON c.`id` = NEW.`candidate_id` AND c.`election_id` = e.`id`
  WHERE b.`receipt` = NEW.`receipt` AND e.`opened_at` IS NOT NULL AND e.`closed_at` IS NULL)
BEGIN SELECT RAISE(ABORT, 'election not open'); END;
--> statement-breakpoint
CREATE TRIGGER `election_ballot_choices_no_update` BEFORE UPDATE ON `election_ballot_choices`
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_ballot_choices_no_delete` BEFORE DELETE ON `election_ballot_choices`
WHEN EXISTS (SELECT 1 FROM `election_ballots` WHERE `receipt` = OLD.`receipt`)
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
--> statement-breakpoint
CREATE TRIGGER `election_paper_counts_open_insert` BEFORE INSERT ON `election_paper_counts`
WHEN NOT EXISTS (
  SELECT 1 FROM `elections` e JOIN `election_candidates` c ON c.`id` = NEW.`candidate_id` AND c.`election_id` = e.`id`
  WHERE e.`id` = NEW.`election_id` AND e.`opened_at` IS NOT NULL AND e.`closed_at` IS NULL)
BEGIN SELECT RAISE(ABORT, 'election not open'); END;
--> statement-breakpoint
CREATE TRIGGER `election_paper_counts_open_update` BEFORE UPDATE ON `election_paper_counts`
WHEN NOT EXISTS (SELECT 1 FROM `elections` WHERE `id` = OLD.`election_id` AND `opened_at` IS NOT NULL AND `closed_at` IS NULL)
  OR NEW.`election_id` IS NOT OLD.`election_id` OR NEW.`candidate_id` IS NOT OLD.`candidate_id`
BEGIN SELECT RAISE(ABORT, 'election not open'); END;
--> statement-breakpoint
CREATE TRIGGER `election_paper_counts_no_delete` BEFORE DELETE ON `election_paper_counts`
WHEN (SELECT `opened_at` FROM `elections` WHERE `id` = OLD.`election_id`) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'election frozen'); END;
