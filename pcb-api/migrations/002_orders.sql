-- Orders: the base the shipping/orders/payments work builds on (later migrations extend it).
-- A transaction holds either standard products or one custom request; items keep a snapshot of
-- name and unit price, so history survives a product being deleted later.

CREATE TABLE transactions (
  id char(24) PRIMARY KEY,
  id_user char(24) NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN (
    'menunggu-pembayaran', 'pembayaran-tertunda', 'sudah-bayar', 'diproses', 'dikirim', 'selesai',
    'dibatalkan-pembeli', 'dibatalkan-admin', 'gagal', 'pembayaran-kadarluarsa')),
  total_payment bigint NOT NULL CHECK (total_payment >= 0),
  estimated_delivery text,
  -- Stock of the standard items is reserved at creation and handed back once if the order ends unpaid.
  stock_released boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_owner ON transactions (id_user, created_at DESC);
CREATE INDEX transactions_status ON transactions (status, created_at DESC);

CREATE TABLE transaction_items (
  id char(24) PRIMARY KEY,
  transaction_id char(24) NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('standart', 'costom_prototype', 'costom_assembly')),
  id_product char(24) REFERENCES products (id) ON DELETE SET NULL,
  id_request char(24) REFERENCES custom_requests (id) ON DELETE RESTRICT,
  name text NOT NULL,
  unit_price bigint NOT NULL CHECK (unit_price >= 0),
  quantity integer NOT NULL CHECK (quantity >= 1),
  weight integer NOT NULL DEFAULT 0,
  CHECK ((kind = 'standart') = (id_request IS NULL))
);
CREATE INDEX transaction_items_transaction ON transaction_items (transaction_id);
CREATE INDEX transaction_items_product ON transaction_items (id_product);
CREATE INDEX transaction_items_request ON transaction_items (id_request);

CREATE TABLE transaction_expeditions (
  id char(24) PRIMARY KEY,
  transaction_id char(24) NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  courier text NOT NULL,
  shipping_option text NOT NULL,
  shipping_cost bigint NOT NULL CHECK (shipping_cost >= 0),
  delivery_receipt text
);
CREATE INDEX transaction_expeditions_transaction ON transaction_expeditions (transaction_id);
