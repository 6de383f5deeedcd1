CREATE TABLE `site_settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`modified_utc` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `posts` ADD `currency_symbol` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `currency_code` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `currency_position` text;--> statement-breakpoint
-- A changed setting (a time zone, the default language, the site's URL) changes what every cached answer
-- shows: none built before it answers again, not even as STALE (as migrations/0013's writes).
CREATE TRIGGER `protecting_setting_insert` AFTER INSERT ON `site_settings`
BEGIN
	UPDATE counters SET value = (SELECT value + 1 FROM counters WHERE name = 'generation')
	WHERE name = 'protected_generation';
END;
--> statement-breakpoint
CREATE TRIGGER `protecting_setting_update` AFTER UPDATE ON `site_settings`
WHEN old.value IS NOT new.value
BEGIN
	UPDATE counters SET value = (SELECT value + 1 FROM counters WHERE name = 'generation')
	WHERE name = 'protected_generation';
END;
--> statement-breakpoint
CREATE TRIGGER `protecting_setting_delete` AFTER DELETE ON `site_settings`
BEGIN
	UPDATE counters SET value = (SELECT value + 1 FROM counters WHERE name = 'generation')
	WHERE name = 'protected_generation';
END;
