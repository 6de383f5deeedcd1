CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`prefix` text NOT NULL,
	`hash` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	`revoked_utc` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_prefix_unique` ON `api_keys` (`prefix`);--> statement-breakpoint
CREATE INDEX `api_keys_user` ON `api_keys` (`user_id`);--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `event_links` (
	`event_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`role` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`event_id`, `post_id`),
	FOREIGN KEY (`event_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_links_post` ON `event_links` (`post_id`,`event_id`);--> statement-breakpoint
CREATE TABLE `event_terms` (
	`event_id` integer NOT NULL,
	`term_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`event_id`, `term_id`),
	FOREIGN KEY (`event_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`term_id`) REFERENCES `terms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_terms_term` ON `event_terms` (`term_id`,`event_id`);--> statement-breakpoint
CREATE TABLE `images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`width` integer DEFAULT 0 NOT NULL,
	`height` integer DEFAULT 0 NOT NULL,
	`sizes` text DEFAULT '{}' NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `post_texts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`kind` text NOT NULL,
	`lang` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`slug` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`cost` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_texts_post_lang` ON `post_texts` (`post_id`,`lang`);--> statement-breakpoint
CREATE UNIQUE INDEX `post_texts_slug` ON `post_texts` (`kind`,`lang`,`slug`);--> statement-breakpoint
CREATE INDEX `post_texts_title` ON `post_texts` (`kind`,`lang`,`title`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`author_id` integer NOT NULL,
	`status` text DEFAULT 'publish' NOT NULL,
	`published_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	`modified_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	`password_hash` text,
	`image_id` integer,
	`image_url` text,
	`website` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`show_map` integer DEFAULT false NOT NULL,
	`show_map_link` integer DEFAULT false NOT NULL,
	`timezone` text,
	`start_local` text,
	`end_local` text,
	`start_utc` text,
	`end_utc` text,
	`all_day` integer DEFAULT false NOT NULL,
	`hide_from_listings` integer DEFAULT false NOT NULL,
	`sticky` integer DEFAULT false NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`ticketed` integer DEFAULT false NOT NULL,
	`post_parent` integer DEFAULT 0 NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`province` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`zip` text DEFAULT '' NOT NULL,
	`stateprovince` text DEFAULT '' NOT NULL,
	`geo_lat` real,
	`geo_lng` real,
	`email` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `posts_event_window` ON `posts` (`kind`,`status`,`hide_from_listings`,`start_utc`,`end_utc`);--> statement-breakpoint
CREATE INDEX `posts_event_end` ON `posts` (`kind`,`status`,`end_utc`);--> statement-breakpoint
CREATE INDEX `posts_kind_published` ON `posts` (`kind`,`status`,`published_utc`);--> statement-breakpoint
CREATE INDEX `posts_featured` ON `posts` (`kind`,`featured`,`start_utc`);--> statement-breakpoint
CREATE INDEX `posts_ticketed` ON `posts` (`kind`,`ticketed`,`start_utc`);--> statement-breakpoint
CREATE INDEX `posts_parent` ON `posts` (`post_parent`);--> statement-breakpoint
CREATE INDEX `posts_author` ON `posts` (`author_id`);--> statement-breakpoint
CREATE INDEX `posts_geo` ON `posts` (`kind`,`geo_lat`,`geo_lng`);--> statement-breakpoint
CREATE TABLE `term_texts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`term_id` integer NOT NULL,
	`taxonomy` text NOT NULL,
	`lang` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`term_id`) REFERENCES `terms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `term_texts_term_lang` ON `term_texts` (`term_id`,`lang`);--> statement-breakpoint
CREATE UNIQUE INDEX `term_texts_slug` ON `term_texts` (`taxonomy`,`lang`,`slug`);--> statement-breakpoint
CREATE INDEX `term_texts_name` ON `term_texts` (`taxonomy`,`lang`,`name`);--> statement-breakpoint
CREATE TABLE `terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`taxonomy` text NOT NULL,
	`parent_id` integer DEFAULT 0 NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `terms_taxonomy_parent` ON `terms` (`taxonomy`,`parent_id`);--> statement-breakpoint
CREATE INDEX `terms_taxonomy_count` ON `terms` (`taxonomy`,`count`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`login` text NOT NULL,
	`role` text NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_login_unique` ON `users` (`login`);