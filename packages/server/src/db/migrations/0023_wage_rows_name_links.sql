-- Wage rows pay workshop links by key (the series row's `link`, commit 91db4e0). Before, a wage
-- row paid the link whose key was its name, compared as core's old `normal` did (JavaScript trim,
-- lower case, runs of white space, "_" and "-" as one space: "Sash assembly", "sash_assembly",
-- " SASH-ASSEMBLY "), and every other row was shared by all links. Stored series have no `link`,
-- so their wages would be shared: this names the link on exactly the rows the old matching paid
-- and leaves the others alone (a row naming a link the company does not use is shared either
-- way, then and now). The name the BOM gave a row: its literal name, its id when the name is
-- blank; a name written as an expression ("=…") was known only per window and is left alone.
-- [ws] is JavaScript's \s spelled out (what trim and /\s/ took), so the database's locale does
-- not matter; the Kelvin sign is the one character JavaScript lower-cases into an ASCII letter.
WITH "hits" AS (
  SELECT s."id", e."n", k."link"
  FROM "series" s
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(s."model" #> '{formulas,wage,rows}') = 'array'
      THEN s."model" #> '{formulas,wage,rows}' ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS e("row", "n")
  CROSS JOIN LATERAL (
    SELECT CASE
      WHEN jsonb_typeof(e."row") <> 'object' OR e."row" ? 'link'
        OR e."row"->>'kind' IS DISTINCT FROM 'cost' THEN NULL
      WHEN regexp_replace(coalesce(e."row"->>'name', ''),
        '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', '', 'g') = ''
        THEN e."row"->>'id'
      WHEN left(e."row"->>'name', 1) = '=' THEN NULL
      ELSE e."row"->>'name'
    END AS "label"
  ) l
  CROSS JOIN LATERAL (
    SELECT regexp_replace(
      lower(translate(regexp_replace(l."label",
        '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
        '', 'g'), U&'\212A', 'k')),
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff_-]+', ' ', 'g') AS "normal"
  ) nm
  JOIN (VALUES ('cutting'), ('frame_assembly'), ('sash_assembly'), ('debugging'), ('packing'),
    ('strip'), ('hole'), ('spray'), ('hardware')) AS k("link")
    ON nm."normal" = replace(k."link", '_', ' ')
)
UPDATE "series" s SET "model" = jsonb_set(s."model", '{formulas,wage,rows}', (
  SELECT jsonb_agg(
    CASE WHEN h."link" IS NULL THEN e."row" ELSE e."row" || jsonb_build_object('link', h."link") END
    ORDER BY e."n")
  FROM jsonb_array_elements(s."model" #> '{formulas,wage,rows}') WITH ORDINALITY AS e("row", "n")
  LEFT JOIN "hits" h ON h."id" = s."id" AND h."n" = e."n"
))
WHERE s."id" IN (SELECT "id" FROM "hits");
