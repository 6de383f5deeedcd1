-- Revisions of events (docs/api.md#revisions): each save keeps a snapshot of the record in the write's own batch.
CREATE TABLE `event_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`author_id` integer,
	`created_utc` text NOT NULL,
	`snapshot` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_revisions_post` ON `event_revisions` (`post_id`,`id`);