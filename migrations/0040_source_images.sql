CREATE TABLE `source_images` (
	`source_id` integer NOT NULL,
	`url` text NOT NULL,
	`media_id` integer NOT NULL,
	`created_utc` text NOT NULL,
	PRIMARY KEY(`source_id`, `url`),
	FOREIGN KEY (`source_id`) REFERENCES `sources`(`id`) ON UPDATE no action ON DELETE cascade
);
