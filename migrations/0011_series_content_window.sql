DROP INDEX `posts_content`;--> statement-breakpoint
CREATE INDEX `posts_content_window` ON `posts` (`content_id`,`kind`,`status`,`hide_from_listings`,`start_utc`);