-- The full-text index again, with prefix indexes of 2 to 6 characters (FTS5 `prefix`): a search word of
-- those lengths, which is always a prefix query ("jazz"*), then finds whether one text matches by a seek
-- instead of merging every doclist the prefix names (src/posts/search.ts, docs/performance.md).
-- The triggers of 0001 name the table and keep working; `rebuild` reads every text again.
DROP TABLE `post_texts_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `post_texts_fts` USING fts5(
	title, description, excerpt, address, city,
	content='post_texts', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4 5 6'
);
--> statement-breakpoint
INSERT INTO `post_texts_fts` (`post_texts_fts`) VALUES ('rebuild');
