-- Issue #38: the language of the page she subscribed on, so that an announcement reaches a
-- newsletter subscriber in it. Rows from before are English: the site did not ask then.
ALTER TABLE `newsletter_subscribers` ADD `language` text DEFAULT 'en' NOT NULL;
