-- Revisions of a custom request's design (issue 37). The request keeps its newest design; when a new one
-- replaces it, the replaced file moves here with its inspection and the time it was attached, numbered
-- from 1, so the buyer and the admin see every earlier design and what its checks measured.
-- Expand-only: a new table and a nullable column the previous release never reads.
CREATE TABLE IF NOT EXISTS design_revisions (
  request_id char(24) NOT NULL REFERENCES custom_requests (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  design_file text NOT NULL UNIQUE,
  design_inspection jsonb,
  attached_at timestamptz NOT NULL,
  PRIMARY KEY (request_id, number)
);

-- When the request's current design was attached; null for one attached before this release (its
-- updated_at stands in) and without a design.
ALTER TABLE custom_requests ADD COLUMN IF NOT EXISTS design_attached_at timestamptz;
