ALTER TABLE "glass_remnants" ADD COLUMN "scrapped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "glass_remnants" ADD COLUMN "scrapped_by" integer;