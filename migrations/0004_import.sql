CREATE TABLE `aliases` (
	`space` text NOT NULL,
	`alias_id` integer NOT NULL,
	`target_id` integer NOT NULL,
	`lang` text,
	PRIMARY KEY(`space`, `alias_id`)
);
--> statement-breakpoint
CREATE INDEX `aliases_target` ON `aliases` (`space`,`target_id`);--> statement-breakpoint
CREATE TABLE `import_origins` (
	`space` text NOT NULL,
	`id` integer NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`written_modified_utc` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`space`, `id`)
);
--> statement-breakpoint
CREATE INDEX `import_origins_source` ON `import_origins` (`source`,`space`);--> statement-breakpoint
CREATE TABLE `legacy_urls` (
	`path` text PRIMARY KEY NOT NULL,
	`space` text NOT NULL,
	`target_id` integer NOT NULL,
	`lang` text
);
--> statement-breakpoint
ALTER TABLE `posts` ADD `source_lineage` text;