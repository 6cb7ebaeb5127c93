CREATE TABLE "glass_remnants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"spec" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"kept_for" integer[],
	"consumed_for" integer[],
	"created_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "glass_remnants" ADD CONSTRAINT "glass_remnants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glass_remnants_company_spec_idx" ON "glass_remnants" USING btree ("company_id","spec","status");