-- Mends 006. It copied the recipient, address and weight only into the orders that existed when it ran, and
-- the instances still on the release before it went on placing orders without them until they were replaced:
-- those orders read back with no address. They take the buyer's profile as it is now, as 006's did; orders
-- placed since carry their own copy, so only the rows still empty are touched.
UPDATE transactions t SET recipient_name = u.name, recipient_phone = u.phone, shipping_address = u.address
  FROM users u
 WHERE u.id = t.id_user AND t.shipping_address IS NULL;
UPDATE transactions t SET shipping_weight = GREATEST(1, w.grams)
  FROM (SELECT transaction_id, SUM(weight * quantity) AS grams FROM transaction_items GROUP BY transaction_id) w
 WHERE w.transaction_id = t.id AND t.shipping_weight IS NULL;
