-- What the order screens and the back-office need beyond the bare statuses: every status an order
-- went through with its time, every payment notification as the provider sent it, and the cart's
-- quantities kept on the server (1 to stock) so that a reload or the checkout can trust them.

CREATE TABLE transaction_history (
  -- Insertion order: two changes inside one database transaction share the same `at`.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id char(24) NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  status text NOT NULL,
  -- Who or what made the change, or its details (courier, service and resi when shipped).
  note text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transaction_history_transaction ON transaction_history (transaction_id, id);

-- Orders placed before the history existed: their creation, and the status they are in now.
INSERT INTO transaction_history (transaction_id, status, at)
  SELECT id, 'menunggu-pembayaran', created_at FROM transactions;
INSERT INTO transaction_history (transaction_id, status, at)
  SELECT id, status, updated_at FROM transactions WHERE status <> 'menunggu-pembayaran';

CREATE TABLE payment_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id char(24) NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL DEFAULT now(),
  transaction_status text,
  status_code text,
  payment_type text,
  -- The provider's own id of the payment (Midtrans `transaction_id`), not ours.
  provider_transaction_id text,
  gross_amount text,
  fraud_status text
);
CREATE INDEX payment_notifications_payment ON payment_notifications (payment_id, id);

ALTER TABLE carts ADD COLUMN quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1);
