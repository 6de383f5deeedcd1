-- The listed events without a password under each term (its own or a descendant's), by start: the page of
-- an anonymous list of one category or tag seeks the term's first events in start order, instead of
-- walking the window until it has found them (a term with few events in the window walked all of it:
-- 1.4 s a page at 100k events with 0.56M series occurrences). The same rows `listed_term_days` counts
-- (0021), kept alike by triggers on posts, event_terms and term_ancestors.
CREATE TABLE `listed_term_events` (
	`term_id` integer NOT NULL,
	`start_utc` text NOT NULL,
	`post_id` integer NOT NULL,
	PRIMARY KEY(`term_id`, `start_utc`, `post_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `listed_term_events_post` ON `listed_term_events` (`post_id`,`term_id`);
--> statement-breakpoint
INSERT OR IGNORE INTO listed_term_events (term_id, start_utc, post_id)
SELECT ta.ancestor_id, p.start_utc, p.id
FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id CROSS JOIN posts p ON p.content_id = et.event_id
WHERE p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0 AND p.password_hash IS NULL
	AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL;
--> statement-breakpoint
-- A change of the hierarchy: the ancestor's rows again.
CREATE TRIGGER `listed_term_events_ancestor_insert` AFTER INSERT ON `term_ancestors`
WHEN EXISTS (SELECT 1 FROM event_terms WHERE term_id = new.term_id)
	OR EXISTS (SELECT 1 FROM term_ancestors d JOIN event_terms et ON et.term_id = d.term_id WHERE d.ancestor_id = new.term_id)
BEGIN
	DELETE FROM listed_term_events WHERE term_id = new.ancestor_id;
	INSERT OR IGNORE INTO listed_term_events (term_id, start_utc, post_id)
	SELECT new.ancestor_id, p.start_utc, p.id FROM posts p
	WHERE p.content_id IN (SELECT et.event_id FROM term_ancestors d JOIN event_terms et ON et.term_id = d.term_id
			WHERE d.ancestor_id = new.ancestor_id)
		AND p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0 AND p.password_hash IS NULL
		AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_term_events_ancestor_delete` AFTER DELETE ON `term_ancestors`
BEGIN
	DELETE FROM listed_term_events WHERE term_id = old.ancestor_id;
	INSERT OR IGNORE INTO listed_term_events (term_id, start_utc, post_id)
	SELECT old.ancestor_id, p.start_utc, p.id FROM posts p
	WHERE p.content_id IN (SELECT et.event_id FROM term_ancestors d JOIN event_terms et ON et.term_id = d.term_id
			WHERE d.ancestor_id = old.ancestor_id)
		AND p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0 AND p.password_hash IS NULL
		AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL;
END;
--> statement-breakpoint
-- A content gains a term: its listed posts join the term and its ancestors (once: the key ignores a
-- row another of the content's terms made).
CREATE TRIGGER `listed_term_events_term_insert` AFTER INSERT ON `event_terms`
BEGIN
	INSERT OR IGNORE INTO listed_term_events (term_id, start_utc, post_id)
	SELECT ta.ancestor_id, p.start_utc, p.id
	FROM term_ancestors ta CROSS JOIN posts p
	WHERE ta.term_id = new.term_id AND p.content_id = new.event_id
		AND p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0 AND p.password_hash IS NULL
		AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL;
END;
--> statement-breakpoint
-- A content loses a term: its posts leave each ancestor no other term of it reaches.
CREATE TRIGGER `listed_term_events_term_delete` AFTER DELETE ON `event_terms`
BEGIN
	DELETE FROM listed_term_events
	WHERE post_id IN (SELECT p.id FROM posts p WHERE p.content_id = old.event_id)
		AND term_id IN (SELECT ta.ancestor_id FROM term_ancestors ta WHERE ta.term_id = old.term_id
			AND NOT EXISTS (SELECT 1 FROM event_terms o JOIN term_ancestors oa ON oa.term_id = o.term_id
				WHERE o.event_id = old.event_id AND oa.ancestor_id = ta.ancestor_id));
END;
--> statement-breakpoint
CREATE TRIGGER `listed_term_events_insert` AFTER INSERT ON `posts`
WHEN new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0 AND new.password_hash IS NULL
	AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL AND new.content_id IS NOT NULL
BEGIN
	INSERT OR IGNORE INTO listed_term_events (term_id, start_utc, post_id)
	SELECT ta.ancestor_id, new.start_utc, new.id
	FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id WHERE et.event_id = new.content_id;
END;
--> statement-breakpoint
-- Before the delete, as `listed_term_days_delete`.
CREATE TRIGGER `listed_term_events_delete` BEFORE DELETE ON `posts`
WHEN old.kind = 'event'
BEGIN
	DELETE FROM listed_term_events WHERE post_id = old.id;
END;
--> statement-breakpoint
-- One trigger, the old rows out before the new ones in (two triggers on one event run in no set order).
CREATE TRIGGER `listed_term_events_update` AFTER UPDATE OF kind, status, hide_from_listings, password_hash, start_utc, end_utc, content_id ON `posts`
WHEN old.kind = 'event' OR new.kind = 'event'
BEGIN
	DELETE FROM listed_term_events WHERE post_id = old.id;
	INSERT OR IGNORE INTO listed_term_events (term_id, start_utc, post_id)
	SELECT ta.ancestor_id, new.start_utc, new.id
	FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
	WHERE et.event_id = new.content_id
		AND new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0 AND new.password_hash IS NULL
		AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL;
END;
