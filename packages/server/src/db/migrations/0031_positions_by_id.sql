ALTER TABLE "surplus" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "warehouse_materials" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "surplus" ADD CONSTRAINT "surplus_position_id_warehouse_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."warehouse_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_materials" ADD CONSTRAINT "warehouse_materials_position_id_warehouse_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."warehouse_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written backfill (issue 25.9): every position name in use becomes a position of its
-- company's list (a new label token each: 128 random bits in base32, as newScanToken makes), and
-- materials and leftovers keep the position's id; the name columns are dropped by the next
-- migration.
INSERT INTO "warehouse_positions" ("company_id", "name", "scan_token")
SELECT n.company_id, n.name,
  (SELECT string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', substring(b.bits FROM g * 5 + 1 FOR 5)::bit(5)::integer + 1, 1), '' ORDER BY g)
     FROM (SELECT (('x' || md5(gen_random_uuid()::text || n.company_id::text || n.name))::bit(128) || B'00') AS bits) b,
          generate_series(0, 25) g)
FROM (SELECT company_id, btrim("position") AS name FROM "warehouse_materials" WHERE btrim("position") <> ''
      UNION SELECT company_id, btrim("position") FROM "surplus" WHERE btrim("position") <> '') n
ON CONFLICT ("company_id", "name") DO NOTHING;--> statement-breakpoint
UPDATE "warehouse_materials" m SET "position_id" = p."id" FROM "warehouse_positions" p
  WHERE p."company_id" = m."company_id" AND p."name" = btrim(m."position");--> statement-breakpoint
UPDATE "surplus" s SET "position_id" = p."id" FROM "warehouse_positions" p
  WHERE p."company_id" = s."company_id" AND p."name" = btrim(s."position");--> statement-breakpoint
-- A kept offcut names its orders by id only: the ones kept before kept_for existed get the ids of
-- the orders their numbers name (the number, or the id when the order had none).
UPDATE "surplus" s SET "kept_for" = (
    SELECT array_agg(o."id" ORDER BY o."id") FROM "orders" o
    WHERE o."company_id" = s."company_id"
      AND coalesce(nullif(o."order_no", ''), o."id"::text) = ANY (string_to_array(s."source_orders", ',')))
  WHERE s."kept_for" IS NULL AND s."source_orders" <> '';--> statement-breakpoint
-- What a purchase order received is read from the ledger: its lines keep no count of their own.
UPDATE "purchase_orders" SET "lines" = (SELECT coalesce(jsonb_agg(e - 'received' ORDER BY i), '[]'::jsonb)
    FROM jsonb_array_elements("lines") WITH ORDINALITY AS t(e, i))
  WHERE "lines"::text LIKE '%"received"%';
--> statement-breakpoint
ALTER TABLE "surplus" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "surplus" DROP COLUMN "source_orders";--> statement-breakpoint
ALTER TABLE "warehouse_materials" DROP COLUMN "position";