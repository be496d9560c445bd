-- The first answer to each keyed write (Idempotency-Key), stored in the transaction of the change, so a
-- retry of the same action (the browser's, or HAProxy's after a lost connection) gets that answer
-- instead of doing it twice. Scoped to the caller and the endpoint; kept for a retention period.
-- Expand-only: a new table that the previous release never reads.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  caller text NOT NULL,
  endpoint text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status_code integer NOT NULL,
  content_type text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, endpoint, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
