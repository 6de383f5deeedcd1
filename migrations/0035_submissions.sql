CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_utc` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_created` ON `mail_outbox` (`created_utc`);--> statement-breakpoint
CREATE TABLE `submission_blocks` (
	`kind` text NOT NULL,
	`hash` text NOT NULL,
	`created_utc` text NOT NULL,
	PRIMARY KEY(`kind`, `hash`)
);
--> statement-breakpoint
CREATE INDEX `submission_blocks_created` ON `submission_blocks` (`created_utc`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer,
	`user_id` integer,
	`submitter_name` text NOT NULL,
	`submitter_email` text,
	`email_hash` text,
	`network_hash` text,
	`lang` text NOT NULL,
	`token_hash` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`created_utc` text NOT NULL,
	`decided_utc` text,
	`decided_by` integer,
	`erased_utc` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_token_hash_unique` ON `submissions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `submissions_state` ON `submissions` (`state`,`id`);--> statement-breakpoint
CREATE INDEX `submissions_email` ON `submissions` (`email_hash`,`state`);--> statement-breakpoint
CREATE INDEX `submissions_network` ON `submissions` (`network_hash`,`state`);--> statement-breakpoint
CREATE INDEX `submissions_user` ON `submissions` (`user_id`,`state`);--> statement-breakpoint
CREATE INDEX `submissions_event` ON `submissions` (`event_id`);--> statement-breakpoint
CREATE INDEX `submissions_decided` ON `submissions` (`decided_utc`) WHERE erased_utc IS NULL;
