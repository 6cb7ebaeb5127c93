CREATE TABLE "market_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"series_id" integer,
	"title" text NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"published_version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"clone_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "market_listing_id" integer;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "market_version" integer;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_listings_company_idx" ON "market_listings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_series_idx" ON "market_listings" USING btree ("company_id","kind","series_id");--> statement-breakpoint
CREATE INDEX "market_listings_published_idx" ON "market_listings" USING btree ("published","published_at");--> statement-breakpoint
-- Market search matches a substring of search_text (LIKE on its lower-case text). On PostgreSQL a trigram index answers
-- it; PGlite has pg_trgm only when the extension is loaded, so the index is made only where the
-- extension can be created, and the same query scans there (a small embedded database).
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    NULL;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "market_listings_search_trgm_idx" ON "market_listings"
      USING gin ("search_text" gin_trgm_ops) WHERE "published";
  END IF;
END $$;
