-- What the "Sesi Login" pages show of a session (device, where from, last used), and what the admin
-- idle time-out reads. Sessions opened before this migration show an unknown device.
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN ip text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
