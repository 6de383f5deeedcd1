CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_utc` text NOT NULL,
	`last_seen_utc` text NOT NULL,
	`expires_utc` text NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`csrf_token` text NOT NULL,
	`revoked_utc` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`,`revoked_utc`);--> statement-breakpoint
ALTER TABLE `users` ADD `password_hash` text;