-- Issue #19 (ADR 0020): an RSVP sent while signed in belongs to that account (what "download my
-- data" and "delete my account" go by, never the e-mail alone), and an application whose member
-- deleted her account is kept for the accounts, anonymised, with the time it was erased.
-- drizzle-kit writes the reference without its ON DELETE: it is written here as the schema says.
ALTER TABLE `event_rsvps` ADD `user_id` text REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `event_rsvps_user_id_idx` ON `event_rsvps` (`user_id`);--> statement-breakpoint
ALTER TABLE `join_applications` ADD `erased_at` integer;
