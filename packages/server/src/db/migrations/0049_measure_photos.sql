CREATE TABLE "measure_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"measure_order_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"opening_id" uuid NOT NULL,
	"original_file" text NOT NULL,
	"flattened_file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measure_photos" ADD CONSTRAINT "measure_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_photos" ADD CONSTRAINT "measure_photos_measure_order_id_measure_orders_id_fk" FOREIGN KEY ("measure_order_id") REFERENCES "public"."measure_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_photos" ADD CONSTRAINT "measure_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "measure_photos_company_client_uq" ON "measure_photos" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "measure_photos_order_idx" ON "measure_photos" USING btree ("measure_order_id","id");