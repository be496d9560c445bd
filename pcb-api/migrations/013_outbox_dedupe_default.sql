-- Mends 011. It made dedupe_key NOT NULL with no default, so every instance still on the release before it
-- failed each mail insert (registration, password reset, the paid and shipped mails) with 23502 until it was
-- replaced, and rolling the code back past 011 would fail them again. With a default, a mail written by
-- code that does not know the column gets a key of its own: it is never taken for another event's mail.
ALTER TABLE outbox ALTER COLUMN dedupe_key SET DEFAULT 'unkeyed:' || gen_random_uuid()::text;
