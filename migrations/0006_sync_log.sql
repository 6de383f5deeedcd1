-- The change log is written by triggers, so that no write path can forget it: every insert, update and
-- delete of a post (event, venue, organizer) or a term (category, tag) appends a change, in the statement
-- of that write, inside its batch. Term counts are not changes (only `taxonomy` and `parent_id` updates
-- are), nor are link or term rows of another record (a venue trashed does not change its events).
-- A write that changes only a record's texts must touch its `posts` or `terms` row too.
CREATE TRIGGER `changes_latest` AFTER INSERT ON `changes` BEGIN
	INSERT INTO latest_changes (seq, kind, record_id, deleted, at_utc)
	VALUES (new.seq, new.kind, new.record_id, new.action = 'deleted', new.at_utc)
	ON CONFLICT (kind, record_id) DO UPDATE SET seq = excluded.seq, deleted = excluded.deleted, at_utc = excluded.at_utc;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_changed_insert` AFTER INSERT ON `posts` BEGIN
	INSERT INTO changes (kind, record_id, action, at_utc)
	VALUES (new.kind, new.id, 'created', strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
--> statement-breakpoint
CREATE TRIGGER `posts_changed_update` AFTER UPDATE ON `posts` BEGIN
	INSERT INTO changes (kind, record_id, action, at_utc)
	VALUES (new.kind, new.id, CASE WHEN new.status = 'trash' AND old.status <> 'trash' THEN 'trashed' ELSE 'updated' END,
		strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
--> statement-breakpoint
CREATE TRIGGER `posts_changed_delete` AFTER DELETE ON `posts` BEGIN
	INSERT INTO changes (kind, record_id, action, at_utc)
	VALUES (old.kind, old.id, 'deleted', strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
--> statement-breakpoint
CREATE TRIGGER `terms_changed_insert` AFTER INSERT ON `terms` BEGIN
	INSERT INTO changes (kind, record_id, action, at_utc)
	VALUES (new.taxonomy, new.id, 'created', strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
--> statement-breakpoint
CREATE TRIGGER `terms_changed_update` AFTER UPDATE OF taxonomy, parent_id ON `terms` BEGIN
	INSERT INTO changes (kind, record_id, action, at_utc)
	VALUES (new.taxonomy, new.id, 'updated', strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
--> statement-breakpoint
CREATE TRIGGER `terms_changed_delete` AFTER DELETE ON `terms` BEGIN
	INSERT INTO changes (kind, record_id, action, at_utc)
	VALUES (old.taxonomy, old.id, 'deleted', strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
--> statement-breakpoint
-- The backfill: every existing record once, so the first full sync sees it: posts by their last
-- modification, then terms (times only grow along the log, which the purge relies on).
INSERT INTO changes (kind, record_id, action, at_utc)
SELECT kind, id, 'created', min(modified_utc, strftime('%Y-%m-%d %H:%M:%S', 'now')) FROM posts
ORDER BY min(modified_utc, strftime('%Y-%m-%d %H:%M:%S', 'now')), id;
--> statement-breakpoint
INSERT INTO changes (kind, record_id, action, at_utc)
SELECT taxonomy, id, 'created', strftime('%Y-%m-%d %H:%M:%S', 'now') FROM terms ORDER BY id;
--> statement-breakpoint
-- The highest sequence number of a purged tombstone: a sync token from before it may have missed a deletion.
INSERT INTO counters (name, value) VALUES ('sync_horizon', 0) ON CONFLICT (name) DO NOTHING;
