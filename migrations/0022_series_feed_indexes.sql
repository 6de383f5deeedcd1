-- The feed's EXDATEs and overrides of a page's series (src/feeds/series.ts) read only the occurrences not
-- listed and those edited on their own, not every occurrence of each series (730 for a daily one).
CREATE INDEX `posts_series_unlisted` ON `posts` (`series_id`,`recurrence_id`) WHERE kind = 'event' AND (status <> 'publish' OR hide_from_listings <> 0);
--> statement-breakpoint
CREATE INDEX `posts_series_edited` ON `posts` (`series_id`,`start_utc`) WHERE kind = 'event' AND (content_id = id OR start_local <> recurrence_id);
