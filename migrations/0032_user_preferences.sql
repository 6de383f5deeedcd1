-- Each user's preferences in the editors' app (docs/admin-screens.md#screen-options): one JSON value per name.
CREATE TABLE `user_preferences` (
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`user_id`, `name`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
