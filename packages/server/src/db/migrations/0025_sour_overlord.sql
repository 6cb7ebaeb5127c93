CREATE TABLE "warehouse_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"scan_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouse_positions" ADD CONSTRAINT "warehouse_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_positions_name_uq" ON "warehouse_positions" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_positions_scan_token_uq" ON "warehouse_positions" USING btree ("company_id","scan_token");