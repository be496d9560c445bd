-- Uploaded and seeded files (pictures, design archives), so that every instance serves every file.
-- `path` is what the rows naming a file hold: `<folder>/<generated name>`.

CREATE TABLE stored_files (
  path text PRIMARY KEY,
  content_type text NOT NULL,
  -- A strong validator of the bytes, quoted as an ETag header wants it.
  etag text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
