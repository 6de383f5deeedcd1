-- A full-text index of the venues' and organizers' texts alone, so `GET /venues?search=` and
-- `/organizers?search=` read the matches of their own records, not those of every event text as well
-- (`bilbao` is in one event text in ten: 26k matches at 100k events for the 100 venues' texts).
-- Same columns, tokenizer and prefixes as `post_texts_fts` (0019); kept by triggers on `post_texts`.
CREATE VIRTUAL TABLE `linked_texts_fts` USING fts5(
	title, description, excerpt, address, city,
	content='post_texts', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4 5 6'
);
--> statement-breakpoint
INSERT INTO linked_texts_fts(rowid, title, description, excerpt, address, city)
SELECT id, title, description, excerpt, address, city FROM post_texts WHERE kind IN ('venue', 'organizer');
--> statement-breakpoint
CREATE TRIGGER `linked_texts_fts_insert` AFTER INSERT ON `post_texts`
WHEN new.kind IN ('venue', 'organizer')
BEGIN
	INSERT INTO linked_texts_fts(rowid, title, description, excerpt, address, city)
	VALUES (new.id, new.title, new.description, new.excerpt, new.address, new.city);
END;
--> statement-breakpoint
CREATE TRIGGER `linked_texts_fts_delete` AFTER DELETE ON `post_texts`
WHEN old.kind IN ('venue', 'organizer')
BEGIN
	INSERT INTO linked_texts_fts(linked_texts_fts, rowid, title, description, excerpt, address, city)
	VALUES ('delete', old.id, old.title, old.description, old.excerpt, old.address, old.city);
END;
--> statement-breakpoint
-- One trigger, the old text out before the new one in (two triggers on one event run in no set order,
-- and the delete of a token the new text shares would take it out of the new one too).
CREATE TRIGGER `linked_texts_fts_update` AFTER UPDATE ON `post_texts`
WHEN old.kind IN ('venue', 'organizer') OR new.kind IN ('venue', 'organizer')
BEGIN
	INSERT INTO linked_texts_fts(linked_texts_fts, rowid, title, description, excerpt, address, city)
	SELECT 'delete', old.id, old.title, old.description, old.excerpt, old.address, old.city
	WHERE old.kind IN ('venue', 'organizer');
	INSERT INTO linked_texts_fts(rowid, title, description, excerpt, address, city)
	SELECT new.id, new.title, new.description, new.excerpt, new.address, new.city
	WHERE new.kind IN ('venue', 'organizer');
END;
