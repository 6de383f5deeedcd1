-- A date of a series cancelled, postponed or rescheduled alone is an entry of its own in the feed
-- (RECURRENCE-ID, its STATUS and reason): the edited index holds those occurrences too (src/feeds/series.ts).
DROP INDEX `posts_series_edited`;--> statement-breakpoint
CREATE INDEX `posts_series_edited` ON `posts` (`series_id`,`start_utc`) WHERE kind = 'event' AND (content_id = id OR start_local <> recurrence_id OR event_status <> 'scheduled' OR previous_start_utc IS NOT NULL);