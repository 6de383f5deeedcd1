CREATE TABLE `series_rules` (
	`template_id` integer PRIMARY KEY NOT NULL,
	`recurrence` text NOT NULL,
	`start_wall` text NOT NULL,
	`horizon_utc` text,
	`revision` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`template_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `series_rules_horizon` ON `series_rules` (`horizon_utc`);--> statement-breakpoint
ALTER TABLE `posts` ADD `content_id` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `series_id` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `recurrence_id` text;--> statement-breakpoint
CREATE INDEX `posts_content` ON `posts` (`content_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `posts_series_occurrence` ON `posts` (`series_id`,`recurrence_id`);