CREATE TABLE `post_locks` (
	`post_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`since_utc` text NOT NULL,
	`heartbeat_utc` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
