-- Payments of orders (one row per provider order; a new order id when an earlier one can no longer be paid),
-- and the built-in payment simulator's own record of the Snap orders it issued.

CREATE TABLE payments (
  id char(24) PRIMARY KEY,
  -- `COE-<transaction id>-<attempt>`: the provider's order id, unique across attempts.
  order_id text NOT NULL UNIQUE,
  transaction_id char(24) NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  -- The provider's `payment_type` (bank_transfer, qris, gopay, credit_card…), once known.
  payment_method text,
  -- The provider's last `transaction_status` that moved the order (pending, settlement, deny…).
  status text NOT NULL DEFAULT 'pending',
  amount bigint NOT NULL CHECK (amount >= 0),
  transaction_time timestamptz,
  snap_token text NOT NULL,
  redirect_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_transaction ON payments (transaction_id, created_at DESC);
CREATE INDEX payments_newest ON payments (created_at DESC, id DESC);

CREATE TABLE simulator_orders (
  token text PRIMARY KEY,
  order_id text NOT NULL UNIQUE,
  gross_amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
