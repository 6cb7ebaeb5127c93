-- The demo TB60 and PVC60 now order every pane at the layout's cut size GW × GH (commit 2e5e252):
-- their old rows "DW + 2 * GLASS_EDGE" × "DH + 2 * GLASS_EDGE" ordered a shaped pane short of
-- its own template (a 1200 × 800 triangle in TB60 at 982 × 662 instead of 1004 × 669.3). A
-- factory's stored copies of those series still hold the old rows. This moves a copy's two glass
-- rows to GW × GH only where nothing the factory edited could change a rectangle's pane: the rows
-- still read exactly as the demo wrote them, and the series' GLASS_EDGE is still the glazing
-- bite less the clearance of its own geometry (the demo's own text, with the bite and clearance
-- parameters equal to the geometry's), so that for a rectangle GW = DW + 2 × GLASS_EDGE as
-- before; only shaped panes change. The version grows so stored BOMs say to recalculate.
WITH "params" AS (
  SELECT s."id",
    (SELECT p->>'value' FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(s."model"->'parameters') = 'array' THEN s."model"->'parameters' ELSE '[]'::jsonb END
    ) p WHERE p->>'name' = 'GLASS_EDGE' LIMIT 1) AS "edge",
    (SELECT p->>'value' FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(s."model"->'parameters') = 'array' THEN s."model"->'parameters' ELSE '[]'::jsonb END
    ) p WHERE p->>'name' = 'GLASS_BITE' LIMIT 1) AS "bite",
    (SELECT p->>'value' FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(s."model"->'parameters') = 'array' THEN s."model"->'parameters' ELSE '[]'::jsonb END
    ) p WHERE p->>'name' = 'GLASS_CLEARANCE' LIMIT 1) AS "clearance",
    s."model"->'geometry'->>'glassBite' AS "geometryBite",
    s."model"->'geometry'->>'glassClearance' AS "geometryClearance"
  FROM "series" s
  WHERE jsonb_typeof(s."model" #> '{formulas,glass,rows}') = 'array'
), "copies" AS (
  SELECT "id" FROM "params"
  WHERE ("edge" = 'GLASS_BITE - GLASS_CLEARANCE'
      AND "bite" = "geometryBite" AND "clearance" = "geometryClearance")
    OR "edge" = "geometryBite" || ' - ' || "geometryClearance"
)
UPDATE "series" s SET
  "model" = jsonb_set(s."model", '{formulas,glass,rows}', (
    SELECT jsonb_agg(
      CASE WHEN jsonb_typeof(e."row") = 'object'
          AND e."row"->>'id' IN ('glass-fixed', 'glass-sash')
          AND e."row"->>'width' = 'DW + 2 * GLASS_EDGE'
          AND e."row"->>'height' = 'DH + 2 * GLASS_EDGE'
        THEN e."row" || '{"width": "GW", "height": "GH"}'::jsonb
        ELSE e."row" END
      ORDER BY e."n")
    FROM jsonb_array_elements(s."model" #> '{formulas,glass,rows}') WITH ORDINALITY AS e("row", "n")
  )),
  "version" = s."version" + 1
WHERE s."id" IN (SELECT "id" FROM "copies")
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(s."model" #> '{formulas,glass,rows}') r
    WHERE jsonb_typeof(r) = 'object'
      AND r->>'id' IN ('glass-fixed', 'glass-sash')
      AND r->>'width' = 'DW + 2 * GLASS_EDGE'
      AND r->>'height' = 'DH + 2 * GLASS_EDGE'
  );
