-- A write that hides what anonymous readers could see (an event or venue leaving `publish`, a password set,
-- a record or term deleted) records the generation it ends with: cached entries of older generations show
-- what it hid, so they never answer again, not even as STALE (src/cache/freshness.ts). Every write batch
-- bumps `generation` once, last: the write's own generation is the current one plus one.
INSERT INTO `counters` (`name`, `value`) VALUES ('protected_generation', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `protecting_update` AFTER UPDATE OF status, password_hash ON `posts`
WHEN (old.status = 'publish' AND new.status <> 'publish')
	OR (old.password_hash IS NULL AND new.password_hash IS NOT NULL)
BEGIN
	UPDATE counters SET value = (SELECT value + 1 FROM counters WHERE name = 'generation')
	WHERE name = 'protected_generation';
END;
--> statement-breakpoint
CREATE TRIGGER `protecting_post_delete` AFTER DELETE ON `posts`
WHEN old.status = 'publish'
BEGIN
	UPDATE counters SET value = (SELECT value + 1 FROM counters WHERE name = 'generation')
	WHERE name = 'protected_generation';
END;
--> statement-breakpoint
CREATE TRIGGER `protecting_term_delete` AFTER DELETE ON `terms`
BEGIN
	UPDATE counters SET value = (SELECT value + 1 FROM counters WHERE name = 'generation')
	WHERE name = 'protected_generation';
END;
