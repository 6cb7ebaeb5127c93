ALTER TABLE "market_listings" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "window_templates" ADD COLUMN "market_listing_id" integer;--> statement-breakpoint
ALTER TABLE "window_templates" ADD COLUMN "market_version" integer;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_template_id_window_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."window_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_template_idx" ON "market_listings" USING btree ("company_id","kind","template_id");