-- Read-only links a buyer hands to a supervisor or a finance office (issue 37): one custom request or
-- one order each. Only the SHA-256 of the token is kept (the token is 256 random bits, so no slow hash
-- is needed): the database alone never opens a link. Expand-only: a new table the previous release never reads.
CREATE TABLE IF NOT EXISTS share_links (
  id char(24) PRIMARY KEY,
  id_user char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('prototype', 'assembly', 'order')),
  target_id char(24) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS share_links_owner ON share_links (id_user, created_at DESC);
