ALTER TABLE "surplus" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "surplus" DROP COLUMN "source_orders";--> statement-breakpoint
ALTER TABLE "warehouse_materials" DROP COLUMN "position";