ALTER TABLE `images` ADD `file_key` text;--> statement-breakpoint
ALTER TABLE `images` ADD `owner_id` integer;--> statement-breakpoint
ALTER TABLE `images` ADD `mime` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `filename` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `alt` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `images` ADD `caption` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `images_file_key_unique` ON `images` (`file_key`);--> statement-breakpoint
CREATE INDEX `images_owner_created` ON `images` (`owner_id`,`created_utc`);