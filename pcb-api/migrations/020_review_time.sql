-- A review time kept. Every status a custom request reaches is written down with its time, by a
-- trigger so that no path (the buyer's steps, the admin's review, checkout, a declined price) can
-- forget it: the dashboard's median and 90th percentile and the overdue mark are read from it.
CREATE TABLE custom_request_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id char(24) NOT NULL REFERENCES custom_requests (id) ON DELETE CASCADE,
  status text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_request_history_request ON custom_request_history (request_id, id);
CREATE INDEX custom_request_history_at ON custom_request_history (at);

CREATE FUNCTION record_custom_request_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO custom_request_history (request_id, status) VALUES (NEW.id, NEW.status);
  RETURN NULL;
END
$$;

CREATE TRIGGER custom_request_status_recorded
  AFTER INSERT OR UPDATE OF status ON custom_requests
  FOR EACH ROW
  EXECUTE FUNCTION record_custom_request_status();

-- Requests made before the history: created as drafts, and their current status at their last change
-- (for a request in admin-review, the best estimate of when it was sent).
INSERT INTO custom_request_history (request_id, status, at)
  SELECT id, 'menunggu-pengajuan', created_at FROM custom_requests;
INSERT INTO custom_request_history (request_id, status, at)
  SELECT id, status, updated_at FROM custom_requests WHERE status <> 'menunggu-pengajuan';

-- The shop's settings an admin edits in the back office, one row each (the review time: review_days).
CREATE TABLE shop_settings (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
