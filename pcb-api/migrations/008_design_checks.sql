-- The design checks (issue 20): `design_inspection` also keeps the smallest hole (the smallest Excellon
-- tool that drills) and the smallest track (the smallest aperture that draws on a copper layer), in mm.
-- Designs read before this were not measured for them: null, so no check is made on a guess.
UPDATE custom_requests
   SET design_inspection = '{"min_hole_mm": null, "min_track_mm": null}'::jsonb || design_inspection
 WHERE design_inspection IS NOT NULL;
