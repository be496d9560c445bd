-- The name the buyer's design file had (issue 37), sanitised for display: the request and its revisions show
-- it and its download is offered under it, not under the generated stored name. Null for pictures and for
-- files stored before this release (their stored name stands in). Expand-only: a nullable column.
ALTER TABLE stored_files ADD COLUMN IF NOT EXISTS original_name text;
