CREATE TABLE `federation_activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`actor` text NOT NULL,
	`type` text NOT NULL,
	`event_id` integer,
	`body` text NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_activities_uid_unique` ON `federation_activities` (`uid`);--> statement-breakpoint
CREATE INDEX `federation_activities_actor` ON `federation_activities` (`actor`,`id`);--> statement-breakpoint
CREATE TABLE `federation_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`value` text NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_blocks_value_unique` ON `federation_blocks` (`value`);--> statement-breakpoint
CREATE TABLE `federation_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`activity_id` integer NOT NULL,
	`inbox` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_status` integer,
	`last_error` text,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL,
	`queued_utc` text,
	`last_attempt_utc` text,
	FOREIGN KEY (`activity_id`) REFERENCES `federation_activities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_deliveries_pair` ON `federation_deliveries` (`activity_id`,`inbox`);--> statement-breakpoint
CREATE INDEX `federation_deliveries_pending` ON `federation_deliveries` (`status`,`queued_utc`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `federation_dispatcher` (
	`id` integer PRIMARY KEY NOT NULL,
	`cursor` integer NOT NULL,
	`lease_token` text,
	`lease_expires_ms` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "federation_dispatcher_single" CHECK(id = 1)
);
--> statement-breakpoint
CREATE TABLE `federation_followers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`follower` text NOT NULL,
	`host` text NOT NULL,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`follow_id` text NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_followers_pair` ON `federation_followers` (`actor`,`follower`);--> statement-breakpoint
CREATE INDEX `federation_followers_host` ON `federation_followers` (`host`);--> statement-breakpoint
CREATE TABLE `federation_following` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`handle` text NOT NULL,
	`inbox` text NOT NULL,
	`follow_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_by` integer NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `federation_following_actor_unique` ON `federation_following` (`actor`);--> statement-breakpoint
CREATE TABLE `federation_inbound` (
	`object_id` text PRIMARY KEY NOT NULL,
	`actor` text NOT NULL,
	`item` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`received_utc` text NOT NULL,
	`updated_utc` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `federation_inbound_actor` ON `federation_inbound` (`actor`,`updated_utc`);--> statement-breakpoint
CREATE TABLE `federation_keys` (
	`actor` text PRIMARY KEY NOT NULL,
	`public_pem` text NOT NULL,
	`private_sealed` text NOT NULL,
	`created_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `federation_published` (
	`actor` text NOT NULL,
	`event_id` integer NOT NULL,
	PRIMARY KEY(`actor`, `event_id`)
);
--> statement-breakpoint
CREATE INDEX `federation_published_event` ON `federation_published` (`event_id`);--> statement-breakpoint
CREATE TABLE `federation_remote_actors` (
	`key_id` text PRIMARY KEY NOT NULL,
	`actor` text NOT NULL,
	`public_pem` text NOT NULL,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`fetched_utc` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `federation_remote_actors_actor` ON `federation_remote_actors` (`actor`);--> statement-breakpoint
CREATE TABLE `federation_seen` (
	`activity_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`received_utc` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `federation_seen_received` ON `federation_seen` (`received_utc`);--> statement-breakpoint
CREATE TABLE `federation_settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
-- The dispatcher starts at the log's head: what changed before federation existed is not announced.
INSERT INTO `federation_dispatcher` (`id`, `cursor`) VALUES (1, (SELECT coalesce(max(seq), 0) FROM `changes`));
