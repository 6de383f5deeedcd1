CREATE TABLE `source_ignored` (
	`source_id` integer NOT NULL,
	`uid` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`ignored_by` integer NOT NULL,
	`ignored_utc` text NOT NULL,
	PRIMARY KEY(`source_id`, `uid`),
	FOREIGN KEY (`source_id`) REFERENCES `sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `source_records` (
	`source_id` integer NOT NULL,
	`uid` text NOT NULL,
	`event_id` integer,
	`hash` text NOT NULL,
	`imported` text DEFAULT '{}' NOT NULL,
	`possible_duplicate_of` integer,
	`seen_run_id` integer NOT NULL,
	`created_utc` text NOT NULL,
	`modified_utc` text NOT NULL,
	PRIMARY KEY(`source_id`, `uid`),
	FOREIGN KEY (`source_id`) REFERENCES `sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `source_records_event` ON `source_records` (`event_id`);--> statement-breakpoint
CREATE INDEX `source_records_seen` ON `source_records` (`source_id`,`seen_run_id`);--> statement-breakpoint
CREATE TABLE `source_run_items` (
	`run_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`uid` text NOT NULL,
	`hash` text NOT NULL,
	`item` text NOT NULL,
	`done` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`run_id`, `seq`),
	FOREIGN KEY (`run_id`) REFERENCES `source_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `source_run_items_todo` ON `source_run_items` (`run_id`,`done`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `source_run_items_uid` ON `source_run_items` (`run_id`,`uid`);--> statement-breakpoint
CREATE TABLE `source_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_id` integer NOT NULL,
	`trigger` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`started_utc` text NOT NULL,
	`finished_utc` text,
	`duration_ms` integer,
	`created` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`unchanged` integer DEFAULT 0 NOT NULL,
	`trashed` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`ignored` integer DEFAULT 0 NOT NULL,
	`duplicates` integer DEFAULT 0 NOT NULL,
	`pages` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`messages` integer DEFAULT 0 NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`cursor` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`source_id`) REFERENCES `sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `source_runs_source` ON `source_runs` (`source_id`,`id`);--> statement-breakpoint
CREATE TABLE `sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`url` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`schedule` text DEFAULT 'daily' NOT NULL,
	`default_status` text DEFAULT 'pending' NOT NULL,
	`default_categories` text DEFAULT '[]' NOT NULL,
	`default_tags` text DEFAULT '[]' NOT NULL,
	`default_organizer` integer,
	`default_language` text,
	`update_authority` text DEFAULT 'overwrite' NOT NULL,
	`on_removed` text DEFAULT 'trash' NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`next_run_utc` text,
	`lock_until_utc` text,
	`etag` text,
	`last_modified` text,
	`created_by` integer NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	`modified_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sources_due` ON `sources` (`next_run_utc`) WHERE paused = 0;