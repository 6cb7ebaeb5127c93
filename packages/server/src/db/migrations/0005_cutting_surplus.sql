CREATE TABLE "surplus" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"length" integer NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"source_orders" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "surplus" ADD CONSTRAINT "surplus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surplus_company_code_idx" ON "surplus" USING btree ("company_id","code","color","status");