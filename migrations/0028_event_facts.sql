CREATE TABLE `event_costs` (
	`content_id` integer PRIMARY KEY NOT NULL,
	`cost_min` real NOT NULL,
	`cost_max` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `event_costs_unread` ON `event_costs` (`content_id`) WHERE cost_min < 0;--> statement-breakpoint
DROP INDEX `posts_event_window`;--> statement-breakpoint
ALTER TABLE `posts` ADD `event_status` text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `event_status_reason` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `previous_start_utc` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `attendance_mode` text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `online_url` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `online_url_visible_before` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `event_languages` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `event_language_keys` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `accessibility` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `accessibility_note` text;--> statement-breakpoint
CREATE INDEX `posts_event_window` ON `posts` (`kind`,`status`,`hide_from_listings`,`start_utc`,`end_utc`,`start_local`,`all_day`,`event_status`,`attendance_mode`,`accessibility`,`event_language_keys`,`password_hash`);--> statement-breakpoint
ALTER TABLE `terms` ADD `color_primary` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `terms` ADD `color_secondary` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `terms` ADD `color_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `terms` ADD `color_priority` integer DEFAULT 0 NOT NULL;