ALTER TABLE `sources` ADD `auth_user` text;--> statement-breakpoint
ALTER TABLE `sources` ADD `auth_secret` text;