-- Sessions that end on the server: every session token names its row here, so logout, a password
-- change or a reset ends it for every pcb-api instance sharing this database.
CREATE TABLE sessions (
  id char(24) PRIMARY KEY,
  user_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);
