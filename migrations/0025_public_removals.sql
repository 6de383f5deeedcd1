-- An anonymous change feed names a removed record only if anonymous readers could see it since their token:
-- a draft never published, deleted or not, told them a hidden record existed and when it changed. Each
-- record's latest change now says whether it left the record public (a published post, or a term) and
-- which change last took it out of public view (`left_public_seq`; src/sync/feed.ts reads it).
ALTER TABLE `latest_changes` ADD `public` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `latest_changes` ADD `left_public_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The records as they are now. A record hidden or deleted now may have been public before its latest change,
-- which the log does not say: its removal still goes to a token from before that change, as it did.
UPDATE latest_changes SET public = deleted = 0 AND (
	EXISTS (SELECT 1 FROM posts WHERE id = latest_changes.record_id AND kind = latest_changes.kind AND status = 'publish')
	OR EXISTS (SELECT 1 FROM terms WHERE id = latest_changes.record_id AND taxonomy = latest_changes.kind));
--> statement-breakpoint
UPDATE latest_changes SET left_public_seq = seq WHERE public = 0;
--> statement-breakpoint
-- The trigger of 0006, which now also reads the record as the write left it (the posts or terms row is
-- written before the change is: triggers run after their statement's row).
DROP TRIGGER `changes_latest`;
--> statement-breakpoint
CREATE TRIGGER `changes_latest` AFTER INSERT ON `changes` BEGIN
	INSERT INTO latest_changes (seq, kind, record_id, deleted, at_utc, public, left_public_seq)
	SELECT new.seq, new.kind, new.record_id, new.action = 'deleted', new.at_utc, now_public, 0 FROM (SELECT
		EXISTS (SELECT 1 FROM posts WHERE id = new.record_id AND kind = new.kind AND status = 'publish')
		OR EXISTS (SELECT 1 FROM terms WHERE id = new.record_id AND taxonomy = new.kind) AS now_public)
	WHERE true
	ON CONFLICT (kind, record_id) DO UPDATE SET seq = excluded.seq, deleted = excluded.deleted, at_utc = excluded.at_utc,
		left_public_seq = CASE WHEN latest_changes.public AND NOT excluded.public THEN excluded.seq
			ELSE latest_changes.left_public_seq END,
		public = excluded.public;
END;
