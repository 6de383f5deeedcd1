CREATE TABLE `changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`record_id` integer NOT NULL,
	`action` text NOT NULL,
	`at_utc` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`answer` text,
	`created_utc` text NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created` ON `idempotency_keys` (`created_utc`);--> statement-breakpoint
CREATE TABLE `latest_changes` (
	`seq` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`record_id` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`at_utc` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `latest_changes_record` ON `latest_changes` (`kind`,`record_id`);--> statement-breakpoint
CREATE INDEX `latest_changes_kind` ON `latest_changes` (`kind`,`seq`);--> statement-breakpoint
CREATE INDEX `latest_changes_tombstones` ON `latest_changes` (`deleted`,`seq`) WHERE deleted = 1;--> statement-breakpoint
CREATE TABLE `precondition_guard` (
	`record_id` integer NOT NULL,
	CONSTRAINT "precondition_failed" CHECK(0)
);
--> statement-breakpoint
CREATE INDEX `posts_modified` ON `posts` (`kind`,`modified_utc`);