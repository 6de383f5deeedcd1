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
