-- A profile's uploaded DXF section (PUT /api/series/:id/profiles/:code/dxf) is its series'
-- `sectionDxf` from now on (issue 29: the 3D view sweeps it), the one copy the server, the CLI and
-- the web read, with the file's name as the profile's `dxf`: each file kept in series_profile_dxf
-- becomes the section of the profile it names (an upload is the factory's own drawing, so it
-- takes the place of a demo section), and the table goes. Nothing a bill of materials reads
-- changes, so the version stays.
UPDATE "series" s SET "model" = jsonb_set(s."model", '{profiles}', (
  SELECT jsonb_agg(CASE WHEN jsonb_typeof(x) = 'object' AND f."profile_code" IS NOT NULL
    THEN x || jsonb_build_object('sectionDxf', f."content", 'dxf', f."file_name") ELSE x END ORDER BY n)
  FROM jsonb_array_elements(s."model"->'profiles') WITH ORDINALITY AS t(x, n)
  LEFT JOIN "series_profile_dxf" f ON f."series_id" = s."id" AND f."profile_code" = x->>'code'))
WHERE jsonb_typeof(s."model"->'profiles') = 'array' AND EXISTS (SELECT 1 FROM "series_profile_dxf" f WHERE f."series_id" = s."id");--> statement-breakpoint
DROP TABLE "series_profile_dxf" CASCADE;
