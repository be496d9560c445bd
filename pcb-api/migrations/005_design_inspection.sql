-- What the server read in a request's .zip design when it was attached: the outline's size in mm,
-- the copper layer count and each Gerber or drill file's layer, as answered in `design_inspection`
-- ({ width_mm, height_mm, copper_layers, files: [{ name, layer }] }). Null for a .rar, which is
-- stored unread, and for requests whose design came before the server read designs.
ALTER TABLE custom_requests ADD COLUMN design_inspection jsonb;
