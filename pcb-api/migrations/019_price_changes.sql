-- The price the buyer agreed to. At approval the admin names each change from the price the buyer
-- saw (total_cost) as a line: a reason and an amount in whole rupiah (negative for a reduction).
-- The final price is total_cost plus the lines; the lines are replaced at the next approval.
CREATE TABLE request_price_changes (
  request_id char(24) NOT NULL REFERENCES custom_requests (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 100),
  amount integer NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (request_id, position)
);

-- Where the buyer stands on the lines: null when there is nothing to agree to (no lines, or approved
-- by a release before this one), 'menunggu-pembeli' until the buyer answers, then 'disetujui-pembeli'
-- or 'ditolak-pembeli' (the request went back to draft, with the buyer's reason kept).
ALTER TABLE custom_requests ADD COLUMN price_agreement text CHECK (price_agreement IN ('menunggu-pembeli', 'disetujui-pembeli', 'ditolak-pembeli'));
ALTER TABLE custom_requests ADD COLUMN price_decline_reason text;
