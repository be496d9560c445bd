-- Photos of the board (issue 37): the admin attaches them to an order in diproses or dikirim; the buyer
-- sees each at its step of the order's timeline and on the order's share link. The picture itself is a
-- stored file (stored_files, folder order-photo). Expand-only: a new table.
CREATE TABLE IF NOT EXISTS order_photos (
  id char(24) PRIMARY KEY,
  transaction_id char(24) NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('diproses', 'dikirim')),
  picture_url text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_photos_order ON order_photos (transaction_id, created_at);
