ALTER TABLE `passkey_challenges` ADD `client` text;--> statement-breakpoint
CREATE INDEX `passkey_challenges_client` ON `passkey_challenges` (`client`,`expires_utc`);