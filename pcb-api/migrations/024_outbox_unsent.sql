-- migrate:no-transaction
-- The outbox gauges count pending and failed mail at every scrape of every instance. Without an index
-- that reads every sent mail kept for RETENTION (180 days); this one holds only the unsent rows.
CREATE INDEX CONCURRENTLY IF NOT EXISTS outbox_unsent ON outbox (status, next_attempt_at) WHERE status <> 'sent';
