-- The change log (0006_sync_log) records updates of posts; filling in `content_id` below, and the trigger
-- that gives every new post its own, change nothing a reader sees: they are not logged (every post has a
-- `content_id` after this migration, so an update of a post whose `content_id` was null is only that).
DROP TRIGGER `posts_changed_update`;
--> statement-breakpoint
CREATE TRIGGER `posts_changed_update` AFTER UPDATE ON `posts` WHEN old.content_id IS NOT NULL BEGIN
	INSERT INTO changes (kind, record_id, action, at_utc)
	VALUES (new.kind, new.id, CASE WHEN new.status = 'trash' AND old.status <> 'trash' THEN 'trashed' ELSE 'updated' END,
		strftime('%Y-%m-%d %H:%M:%S', 'now'));
END;
--> statement-breakpoint
-- Every post shows the content (texts, terms, links) of `content_id`: its own for every record but the
-- occurrences of a series that were not edited on their own (docs/series.md). Inserts that leave the
-- column out (venues, organizers, plain events, imports, sample data) get their own id here.
UPDATE `posts` SET `content_id` = `id` WHERE `content_id` IS NULL;
--> statement-breakpoint
CREATE TRIGGER `posts_own_content` AFTER INSERT ON `posts`
WHEN new.content_id IS NULL
BEGIN
	UPDATE posts SET content_id = new.id WHERE id = new.id;
END;
