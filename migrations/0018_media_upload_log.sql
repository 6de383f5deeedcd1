CREATE TABLE `media_uploads` (
	`owner_id` integer NOT NULL,
	`created_utc` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `media_uploads_owner_created` ON `media_uploads` (`owner_id`,`created_utc`);--> statement-breakpoint
INSERT INTO `media_uploads` (`owner_id`, `created_utc`)
  SELECT `owner_id`, `created_utc` FROM `images`
  WHERE `file_key` IS NOT NULL AND `owner_id` IS NOT NULL AND `created_utc` > datetime('now', '-1 day');
--> statement-breakpoint
CREATE TRIGGER `images_log_upload` AFTER INSERT ON `images`
WHEN NEW.`file_key` IS NOT NULL AND NEW.`owner_id` IS NOT NULL
BEGIN
  DELETE FROM `media_uploads` WHERE `owner_id` = NEW.`owner_id` AND `created_utc` <= datetime(NEW.`created_utc`, '-1 day');
  INSERT INTO `media_uploads` (`owner_id`, `created_utc`) VALUES (NEW.`owner_id`, NEW.`created_utc`);
END;
