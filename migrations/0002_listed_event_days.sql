-- Listed events (published, not hidden from listings) by UTC start day and end day, for the total of
-- plain date windows (src/events/window-count.ts). The triggers keep it in the same statement as every
-- change to posts, so it is exact at all times.
CREATE TABLE `listed_event_days` (
	`start_day` text NOT NULL,
	`end_day` text NOT NULL,
	`events` integer NOT NULL,
	PRIMARY KEY(`start_day`, `end_day`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO listed_event_days (start_day, end_day, events)
SELECT substr(start_utc, 1, 10), substr(end_utc, 1, 10), count(*) FROM posts
WHERE posts.kind = 'event' AND posts.status = 'publish' AND posts.hide_from_listings = 0
	AND posts.start_utc IS NOT NULL AND posts.end_utc IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `listed_event_days_insert` AFTER INSERT ON `posts`
WHEN new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0
	AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL
BEGIN
	INSERT INTO listed_event_days (start_day, end_day, events)
	VALUES (substr(new.start_utc, 1, 10), substr(new.end_utc, 1, 10), 1)
	ON CONFLICT (start_day, end_day) DO UPDATE SET events = events + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_event_days_delete` AFTER DELETE ON `posts`
WHEN old.kind = 'event' AND old.status = 'publish' AND old.hide_from_listings = 0
	AND old.start_utc IS NOT NULL AND old.end_utc IS NOT NULL
BEGIN
	UPDATE listed_event_days SET events = events - 1
	WHERE start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
	DELETE FROM listed_event_days
	WHERE start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10) AND events <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_event_days_update_old` AFTER UPDATE OF kind, status, hide_from_listings, start_utc, end_utc ON `posts`
WHEN old.kind = 'event' AND old.status = 'publish' AND old.hide_from_listings = 0
	AND old.start_utc IS NOT NULL AND old.end_utc IS NOT NULL
BEGIN
	UPDATE listed_event_days SET events = events - 1
	WHERE start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10);
	DELETE FROM listed_event_days
	WHERE start_day = substr(old.start_utc, 1, 10) AND end_day = substr(old.end_utc, 1, 10) AND events <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `listed_event_days_update_new` AFTER UPDATE OF kind, status, hide_from_listings, start_utc, end_utc ON `posts`
WHEN new.kind = 'event' AND new.status = 'publish' AND new.hide_from_listings = 0
	AND new.start_utc IS NOT NULL AND new.end_utc IS NOT NULL
BEGIN
	INSERT INTO listed_event_days (start_day, end_day, events)
	VALUES (substr(new.start_utc, 1, 10), substr(new.end_utc, 1, 10), 1)
	ON CONFLICT (start_day, end_day) DO UPDATE SET events = events + 1;
END;
