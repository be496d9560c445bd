-- The simulator answers the provider's status API (GET /v2/{order_id}/status), so it keeps what the payer chose.
-- Nullable columns only: the previous release's code writes and reads simulator_orders as before.
ALTER TABLE simulator_orders
  ADD COLUMN transaction_status text,
  ADD COLUMN status_code text,
  ADD COLUMN fraud_status text,
  ADD COLUMN provider_transaction_id text,
  ADD COLUMN transaction_time text;
