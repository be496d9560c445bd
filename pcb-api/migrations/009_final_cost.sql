-- The price the admin confirms on approval, in whole rupiah; what checkout charges from then on.
-- total_cost keeps the price the buyer saw when saving, so both can be shown. Null before approval.
ALTER TABLE custom_requests ADD COLUMN final_cost integer CHECK (final_cost > 0);
