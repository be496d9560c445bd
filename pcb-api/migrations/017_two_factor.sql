-- Two-factor sign-in for admins (TOTP, RFC 6238). A secret is offered (pending) until the admin
-- confirms it with a first code; the last time step used refuses a code replayed within its window.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;

-- One-time recovery codes, as SHA-256 (the codes are random, 50 bits each: no slow hash needed).
CREATE TABLE recovery_codes (
  user_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash char(64) NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A session's stage: 'full'; 'two-factor' (password given, code awaited); 'enrol' (password given,
-- two-factor sign-in must be set up first). Only a full session reaches the back-office.
ALTER TABLE sessions ADD COLUMN stage text NOT NULL DEFAULT 'full' CHECK (stage IN ('full', 'two-factor', 'enrol'));
