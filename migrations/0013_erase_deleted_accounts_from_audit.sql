-- Custom SQL migration file, put your code below! --
-- Issue #26 (ADR 0020): the audit entries of accounts deleted before deletion erased them get the
-- same erasure now, as `auditErasureStatements` in app/models/account-erasure.server.ts does in
-- the deletion's batch (same entries, same keys, same markers). A deleted account is known by
-- what its deletion left, never by an e-mail address: an entry's actor_id is null (every entry is
-- written with a signed-in account's id, and the key is ON DELETE SET NULL), its applications have
-- erased_at set (only a deletion sets it), its id is in no `users` row. A text that is not JSON
-- is left as it is (json_extract and json_replace would fail on it). Entries of living accounts
-- match none of this; entries erased by a deletion since issue #26 come out as they were.
--
-- The entries she made name "Deleted member" as their actor.
UPDATE `audit_log` SET `actor_email` = 'Deleted member'
WHERE `actor_id` IS NULL AND `actor_email` <> 'Deleted member';--> statement-breakpoint
-- The snapshots of her applications (`profile.update`) lose what her application lost
-- (ERASED_APPLICATION_FIELDS), whoever wrote them; the keys present are replaced, none added.
UPDATE `audit_log` SET
	`before` = CASE WHEN json_valid(`before`) THEN json_replace(`before`,
		'$.full_name', '(erased)', '$.phone_number', '(erased)', '$.email', '(erased)',
		'$.contact_address', '(erased)', '$.next_of_kin', '(erased)', '$.business_name', '(erased)',
		'$.business_type_detail', '(erased)', '$.why_join', '(erased)', '$.photo_url', '(erased)',
		'$.photo_key', '(erased)', '$.receipt_key', '(erased)') ELSE `before` END,
	`after` = CASE WHEN json_valid(`after`) THEN json_replace(`after`,
		'$.full_name', '(erased)', '$.phone_number', '(erased)', '$.email', '(erased)',
		'$.contact_address', '(erased)', '$.next_of_kin', '(erased)', '$.business_name', '(erased)',
		'$.business_type_detail', '(erased)', '$.why_join', '(erased)', '$.photo_url', '(erased)',
		'$.photo_key', '(erased)', '$.receipt_key', '(erased)') ELSE `after` END
WHERE `subject_type` = 'application'
	AND `subject_id` IN (SELECT `id` FROM `join_applications` WHERE `erased_at` IS NOT NULL);--> statement-breakpoint
-- A deleted account's e-mail (`email`, `account_email`): in the entries about that account
-- (`role.*`, `password.reset-link`), and in the side of an `application.link`/`unlink` whose
-- `user_id` is that account. Another account's e-mail beside it stays. A null user_id (an
-- unlink's after, a link's before when nobody had the application) is in no list: no match.
UPDATE `audit_log` SET
	`before` = CASE WHEN json_valid(`before`) AND (
			(`subject_type` = 'user' AND `subject_id` NOT IN (SELECT `id` FROM `users`))
			OR (CASE WHEN json_valid(`before`) THEN json_extract(`before`, '$.user_id') END)
				NOT IN (SELECT `id` FROM `users`))
		THEN json_replace(`before`, '$.email', '(erased)', '$.account_email', '(erased)')
		ELSE `before` END,
	`after` = CASE WHEN json_valid(`after`) AND (
			(`subject_type` = 'user' AND `subject_id` NOT IN (SELECT `id` FROM `users`))
			OR (CASE WHEN json_valid(`after`) THEN json_extract(`after`, '$.user_id') END)
				NOT IN (SELECT `id` FROM `users`))
		THEN json_replace(`after`, '$.email', '(erased)', '$.account_email', '(erased)')
		ELSE `after` END
WHERE (`subject_type` = 'user' AND `subject_id` NOT IN (SELECT `id` FROM `users`))
	OR (CASE WHEN json_valid(`before`) THEN json_extract(`before`, '$.user_id') END) NOT IN (SELECT `id` FROM `users`)
	OR (CASE WHEN json_valid(`after`) THEN json_extract(`after`, '$.user_id') END) NOT IN (SELECT `id` FROM `users`);--> statement-breakpoint
-- Her words for "Other" (ADR 0034): migration 0012 moved there the business type a deletion
-- then kept as typed; a deletion now clears them, so they go here too. The industry stays.
UPDATE `join_applications` SET `business_type_detail` = NULL
WHERE `erased_at` IS NOT NULL AND `business_type_detail` IS NOT NULL;
