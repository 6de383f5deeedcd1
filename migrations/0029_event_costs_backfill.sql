-- The price filters (`free`, `max_cost`) read each event content's lowest and highest amount from
-- `event_costs` (0027). Its amounts come from the cost texts as TEC's `cost_details` reads them, which SQL
-- can't do: each content that has a cost text gets a row marked unread (-1), which the scheduled trigger
-- reads a few hundred at a time (src/events/costs.ts) without touching `posts`, so no event is logged as
-- changed. Unread rows match no price filter meanwhile.
INSERT OR IGNORE INTO event_costs (content_id, cost_min, cost_max)
SELECT DISTINCT post_id, -1, -1 FROM post_texts WHERE kind = 'event' AND cost <> '';
