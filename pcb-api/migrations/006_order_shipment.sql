-- What an order goes to and was priced on, copied at checkout: the recipient, phone and address (area ids and
-- names) and the weight. Courier, service and cost are already kept in transaction_expeditions. A later profile
-- change moves neither the parcel nor the price.
ALTER TABLE transactions
  ADD COLUMN recipient_name text,
  ADD COLUMN recipient_phone text,
  ADD COLUMN shipping_address jsonb,
  ADD COLUMN shipping_weight integer;

-- Orders placed before the copy take the buyer's profile as it is now, and the weight of their lines.
UPDATE transactions t SET recipient_name = u.name, recipient_phone = u.phone, shipping_address = u.address
  FROM users u WHERE u.id = t.id_user;
UPDATE transactions t SET shipping_weight = GREATEST(1, w.grams)
  FROM (SELECT transaction_id, SUM(weight * quantity) AS grams FROM transaction_items GROUP BY transaction_id) w
 WHERE w.transaction_id = t.id;
