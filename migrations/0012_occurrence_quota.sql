CREATE TABLE `occurrence_quota` (
	`user_id` integer NOT NULL,
	`hour` text NOT NULL,
	`created` integer NOT NULL,
	PRIMARY KEY(`user_id`, `hour`)
);
