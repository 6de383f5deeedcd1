-- The dispatcher starts at the change log's head: what was written before webhooks existed is never announced.
INSERT INTO webhook_dispatcher (id, cursor) VALUES (1, (SELECT coalesce(max(seq), 0) FROM changes))
ON CONFLICT (id) DO NOTHING;
