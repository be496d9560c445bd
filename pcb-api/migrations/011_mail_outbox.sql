-- Mail becomes a transactional outbox: each mail is written in the transaction of the change that
-- causes it and delivered afterwards by a loop on every instance (claimed with FOR UPDATE SKIP LOCKED).
-- dedupe_key names the event (order:<id>:sudah-bayar…), so the same event never gives two mails.
ALTER TABLE outbox
  ADD COLUMN dedupe_key text,
  ADD COLUMN status text NOT NULL DEFAULT 'pending',
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN sent_at timestamptz;
-- Rows from before were the dev outbox's record of mail, which was all the delivery they ever got.
UPDATE outbox SET dedupe_key = 'recorded:' || id, status = 'sent', sent_at = created_at;
ALTER TABLE outbox
  ALTER COLUMN dedupe_key SET NOT NULL,
  ADD CONSTRAINT outbox_dedupe_key UNIQUE (dedupe_key),
  ADD CONSTRAINT outbox_status CHECK (status IN ('pending', 'sent', 'failed'));
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
