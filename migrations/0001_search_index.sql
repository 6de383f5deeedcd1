-- Full-text index over the translatable text of events, venues and organizers.
-- unicode61 with remove_diacritics 2 folds case and accents ("musica" matches "Música").
CREATE VIRTUAL TABLE `post_texts_fts` USING fts5(
	title, description, excerpt, address, city,
	content='post_texts', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `post_texts_fts_insert` AFTER INSERT ON `post_texts` BEGIN
	INSERT INTO post_texts_fts(rowid, title, description, excerpt, address, city)
	VALUES (new.id, new.title, new.description, new.excerpt, new.address, new.city);
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_fts_delete` AFTER DELETE ON `post_texts` BEGIN
	INSERT INTO post_texts_fts(post_texts_fts, rowid, title, description, excerpt, address, city)
	VALUES ('delete', old.id, old.title, old.description, old.excerpt, old.address, old.city);
END;
--> statement-breakpoint
CREATE TRIGGER `post_texts_fts_update` AFTER UPDATE ON `post_texts` BEGIN
	INSERT INTO post_texts_fts(post_texts_fts, rowid, title, description, excerpt, address, city)
	VALUES ('delete', old.id, old.title, old.description, old.excerpt, old.address, old.city);
	INSERT INTO post_texts_fts(rowid, title, description, excerpt, address, city)
	VALUES (new.id, new.title, new.description, new.excerpt, new.address, new.city);
END;
--> statement-breakpoint
INSERT INTO `counters` (`name`, `value`) VALUES ('generation', 1);
