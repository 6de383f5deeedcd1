-- Totals of lists filtered by one category or tag, or by `featured`, counted by day as plain windows are
-- (0002, src/events/window-count.ts), so they cost the same whatever the number of events. Those filters
-- never match a password-protected event for anonymous callers (API.md §2.4): these tables count listed
-- events without a password. All kept by triggers in the statement of every change: exact at all times.
--
-- `term_ancestors`: every term with itself and each of its ancestors (a category's filter lists its
-- descendants' events too). Kept by triggers on `terms`.
CREATE TABLE `term_ancestors` (
	`term_id` integer NOT NULL,
	`ancestor_id` integer NOT NULL,
	PRIMARY KEY(`term_id`, `ancestor_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `term_ancestors_ancestor` ON `term_ancestors` (`ancestor_id`,`term_id`);
--> statement-breakpoint
INSERT INTO term_ancestors (term_id, ancestor_id)
WITH RECURSIVE chain(term_id, ancestor_id) AS (
	SELECT id, id FROM terms
	UNION SELECT c.term_id, t.parent_id FROM chain c JOIN terms t ON t.id = c.ancestor_id WHERE t.parent_id <> 0
)
SELECT term_id, ancestor_id FROM chain WHERE ancestor_id IN (SELECT id FROM terms);
--> statement-breakpoint
-- A new term: itself and its parent's ancestors; and, when terms naming it as their parent came first
-- (an import writes them in the source's order), those and their descendants get it and its ancestors.
CREATE TRIGGER `term_ancestors_insert` AFTER INSERT ON `terms`
BEGIN
	INSERT OR IGNORE INTO term_ancestors (term_id, ancestor_id)
	SELECT new.id, new.id UNION SELECT new.id, ancestor_id FROM term_ancestors WHERE term_id = new.parent_id;
	INSERT OR IGNORE INTO term_ancestors (term_id, ancestor_id)
	SELECT below.term_id, above.ancestor_id FROM terms c JOIN term_ancestors below ON below.ancestor_id = c.id
		CROSS JOIN term_ancestors above
	WHERE c.parent_id = new.id AND c.id <> new.id AND above.term_id = new.id;
END;
--> statement-breakpoint
-- A move: the subtree of the term loses the ancestors above it and gains the new parent's.
CREATE TRIGGER `term_ancestors_move` AFTER UPDATE OF parent_id ON `terms`
WHEN old.parent_id IS NOT new.parent_id
BEGIN
	DELETE FROM term_ancestors
	WHERE term_id IN (SELECT term_id FROM term_ancestors WHERE ancestor_id = new.id)
		AND ancestor_id IN (SELECT ancestor_id FROM term_ancestors WHERE term_id = new.id AND ancestor_id <> new.id);
	INSERT INTO term_ancestors (term_id, ancestor_id)
	SELECT below.term_id, above.ancestor_id FROM term_ancestors below, term_ancestors above
	WHERE below.ancestor_id = new.id AND above.term_id = new.parent_id;
END;
--> statement-breakpoint
CREATE TRIGGER `term_ancestors_delete` AFTER DELETE ON `terms`
BEGIN
	DELETE FROM term_ancestors WHERE term_id = old.id;
	DELETE FROM term_ancestors WHERE ancestor_id = old.id;
END;
--> statement-breakpoint
-- Listed events (published, not hidden from listings) without a password whose content has the term or
-- one of its descendants, by UTC start day and end day; each event once per term.
CREATE TABLE `listed_term_days` (
	`term_id` integer NOT NULL,
	`start_day` text NOT NULL,
	`end_day` text NOT NULL,
	`events` integer NOT NULL,
	PRIMARY KEY(`term_id`, `start_day`, `end_day`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO listed_term_days (term_id, start_day, end_day, events)
SELECT a.ancestor_id, substr(p.start_utc, 1, 10), substr(p.end_utc, 1, 10), count(*)
FROM posts p CROSS JOIN (SELECT DISTINCT et.event_id, ta.ancestor_id FROM event_terms et
	JOIN term_ancestors ta ON ta.term_id = et.term_id) a ON a.event_id = p.content_id
WHERE p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0
	AND p.password_hash IS NULL AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A change of the hierarchy (rare: an editor moves or deletes a category) counts the ancestor again.
CREATE TRIGGER `listed_term_days_ancestor_insert` AFTER INSERT ON `term_ancestors`
WHEN EXISTS (SELECT 1 FROM event_terms WHERE term_id = new.term_id)
	OR EXISTS (SELECT 1 FROM term_ancestors d JOIN event_terms et ON et.term_id = d.term_id WHERE d.ancestor_id = new.term_id)
BEGIN
	DELETE FROM listed_term_days WHERE term_id = new.ancestor_id;
	INSERT INTO listed_term_days (term_id, start_day, end_day, events)
	SELECT new.ancestor_id, substr(p.start_utc, 1, 10), substr(p.end_utc, 1, 10), count(*) FROM posts p
	WHERE p.content_id IN (SELECT et.event_id FROM term_ancestors d JOIN event_terms et ON et.term_id = d.term_id
			WHERE d.ancestor_id = new.ancestor_id)
		AND p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0
		AND p.password_hash IS NULL AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL
	GROUP BY 2, 3;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_term_days_ancestor_delete` AFTER DELETE ON `term_ancestors`
BEGIN
	DELETE FROM listed_term_days WHERE term_id = old.ancestor_id;
	INSERT INTO listed_term_days (term_id, start_day, end_day, events)
	SELECT old.ancestor_id, substr(p.start_utc, 1, 10), substr(p.end_utc, 1, 10), count(*) FROM posts p
	WHERE p.content_id IN (SELECT et.event_id FROM term_ancestors d JOIN event_terms et ON et.term_id = d.term_id
			WHERE d.ancestor_id = old.ancestor_id)
		AND p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0
		AND p.password_hash IS NULL AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL
	GROUP BY 2, 3;
END;
--> statement-breakpoint
-- A content gains a term: its listed posts (an event, or a series' occurrences) join the term and each
-- ancestor they were not under through another of the content's terms.
CREATE TRIGGER `listed_term_days_term_insert` AFTER INSERT ON `event_terms`
BEGIN
	INSERT INTO listed_term_days (term_id, start_day, end_day, events)
	SELECT ta.ancestor_id, substr(p.start_utc, 1, 10), substr(p.end_utc, 1, 10), count(*)
	FROM term_ancestors ta CROSS JOIN posts p
	WHERE ta.term_id = new.term_id AND p.content_id = new.event_id
		AND p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0
		AND p.password_hash IS NULL AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM event_terms o JOIN term_ancestors oa ON oa.term_id = o.term_id
			WHERE o.event_id = new.event_id AND o.term_id <> new.term_id AND oa.ancestor_id = ta.ancestor_id)
	GROUP BY 1, 2, 3
	ON CONFLICT (term_id, start_day, end_day) DO UPDATE SET events = events + excluded.events;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_term_days_term_delete` AFTER DELETE ON `event_terms`
BEGIN
	INSERT INTO listed_term_days (term_id, start_day, end_day, events)
	SELECT ta.ancestor_id, substr(p.start_utc, 1, 10), substr(p.end_utc, 1, 10), -count(*)
	FROM term_ancestors ta CROSS JOIN posts p
	WHERE ta.term_id = old.term_id AND p.content_id = old.event_id
		AND p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0
		AND p.password_hash IS NULL AND p.start_utc IS NOT NULL AND p.end_utc IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM event_terms o JOIN term_ancestors oa ON oa.term_id = o.term_id
			WHERE o.event_id = old.event_id AND oa.ancestor_id = ta.ancestor_id)
	GROUP BY 1, 2, 3
	ON CONFLICT (term_id, start_day, end_day) DO UPDATE SET events = events + excluded.events;
	DELETE FROM listed_term_days WHERE events <= 0
		AND term_id IN (SELECT ancestor_id FROM term_ancestors WHERE term_id = old.term_id);
END;
--> statement-breakpoint
-- A listed post joins, leaves or moves: one more or one less for each term of its content. Before a
-- delete: the foreign key's cascade deletes an event's own terms before AFTER triggers run.
CREATE TRIGGER `listed_term_days_insert` AFTER INSERT ON `posts`
WHEN new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0
	AND new.password_hash IS NULL AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL AND new.content_id IS NOT NULL
BEGIN
	INSERT INTO listed_term_days (term_id, start_day, end_day, events)
	SELECT DISTINCT ta.ancestor_id, substr(new.start_utc, 1, 10), substr(new.end_utc, 1, 10), 1
	FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id WHERE et.event_id = new.content_id
	ON CONFLICT (term_id, start_day, end_day) DO UPDATE SET events = events + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_term_days_delete` BEFORE DELETE ON `posts`
WHEN old.kind = 'event' AND old.status = 'publish' AND old.hide_from_listings = 0
	AND old.password_hash IS NULL AND old.start_utc IS NOT NULL AND old.end_utc IS NOT NULL AND old.content_id IS NOT NULL
BEGIN
	UPDATE listed_term_days SET events = events - 1
	WHERE term_id IN (SELECT ta.ancestor_id FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
			WHERE et.event_id = old.content_id)
		AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
	DELETE FROM listed_term_days WHERE events <= 0
		AND term_id IN (SELECT ta.ancestor_id FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
			WHERE et.event_id = old.content_id)
		AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
END;
--> statement-breakpoint
CREATE TRIGGER `listed_term_days_update_old` AFTER UPDATE OF kind, status, hide_from_listings, password_hash, start_utc, end_utc, content_id ON `posts`
WHEN old.kind = 'event' AND old.status = 'publish' AND old.hide_from_listings = 0
	AND old.password_hash IS NULL AND old.start_utc IS NOT NULL AND old.end_utc IS NOT NULL AND old.content_id IS NOT NULL
BEGIN
	UPDATE listed_term_days SET events = events - 1
	WHERE term_id IN (SELECT ta.ancestor_id FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
			WHERE et.event_id = old.content_id)
		AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
	DELETE FROM listed_term_days WHERE events <= 0
		AND term_id IN (SELECT ta.ancestor_id FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
			WHERE et.event_id = old.content_id)
		AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
END;
--> statement-breakpoint
CREATE TRIGGER `listed_term_days_update_new` AFTER UPDATE OF kind, status, hide_from_listings, password_hash, start_utc, end_utc, content_id ON `posts`
WHEN new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0
	AND new.password_hash IS NULL AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL AND new.content_id IS NOT NULL
BEGIN
	INSERT INTO listed_term_days (term_id, start_day, end_day, events)
	SELECT DISTINCT ta.ancestor_id, substr(new.start_utc, 1, 10), substr(new.end_utc, 1, 10), 1
	FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id WHERE et.event_id = new.content_id
	ON CONFLICT (term_id, start_day, end_day) DO UPDATE SET events = events + 1;
END;
--> statement-breakpoint
-- Listed events without a password by featured flag, UTC start day and end day.
CREATE TABLE `listed_featured_days` (
	`featured` integer NOT NULL,
	`start_day` text NOT NULL,
	`end_day` text NOT NULL,
	`events` integer NOT NULL,
	PRIMARY KEY(`featured`, `start_day`, `end_day`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO listed_featured_days (featured, start_day, end_day, events)
SELECT featured, substr(start_utc, 1, 10), substr(end_utc, 1, 10), count(*) FROM posts
WHERE posts.kind = 'event' AND posts.status = 'publish' AND posts.hide_from_listings = 0 AND posts.password_hash IS NULL
	AND posts.start_utc IS NOT NULL AND posts.end_utc IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `listed_featured_days_insert` AFTER INSERT ON `posts`
WHEN new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0 AND new.password_hash IS NULL
	AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL
BEGIN
	INSERT INTO listed_featured_days (featured, start_day, end_day, events)
	VALUES (new.featured, substr(new.start_utc, 1, 10), substr(new.end_utc, 1, 10), 1)
	ON CONFLICT (featured, start_day, end_day) DO UPDATE SET events = events + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_featured_days_delete` AFTER DELETE ON `posts`
WHEN old.kind = 'event' AND old.status = 'publish' AND old.hide_from_listings = 0 AND old.password_hash IS NULL
	AND old.start_utc IS NOT NULL AND old.end_utc IS NOT NULL
BEGIN
	UPDATE listed_featured_days SET events = events - 1
	WHERE featured = old.featured AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
	DELETE FROM listed_featured_days
	WHERE featured = old.featured AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10)
		AND events <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_featured_days_update_old` AFTER UPDATE OF kind, status, hide_from_listings, password_hash, featured, start_utc, end_utc ON `posts`
WHEN old.kind = 'event' AND old.status = 'publish' AND old.hide_from_listings = 0 AND old.password_hash IS NULL
	AND old.start_utc IS NOT NULL AND old.end_utc IS NOT NULL
BEGIN
	UPDATE listed_featured_days SET events = events - 1
	WHERE featured = old.featured AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
	DELETE FROM listed_featured_days
	WHERE featured = old.featured AND start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10)
		AND events <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_featured_days_update_new` AFTER UPDATE OF kind, status, hide_from_listings, password_hash, featured, start_utc, end_utc ON `posts`
WHEN new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0 AND new.password_hash IS NULL
	AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL
BEGIN
	INSERT INTO listed_featured_days (featured, start_day, end_day, events)
	VALUES (new.featured, substr(new.start_utc, 1, 10), substr(new.end_utc, 1, 10), 1)
	ON CONFLICT (featured, start_day, end_day) DO UPDATE SET events = events + 1;
END;
