CREATE TABLE "sunroom_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"model" jsonb NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sunroom_series" ADD CONSTRAINT "sunroom_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sunroom_series_company_idx" ON "sunroom_series" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sunroom_series_seed_idx" ON "sunroom_series" USING btree ("company_id","seed_key");