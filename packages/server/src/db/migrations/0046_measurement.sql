CREATE TABLE "measure_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"measure_order_id" integer NOT NULL,
	"change_id" uuid NOT NULL,
	"opening_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_openings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"measure_order_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"stamps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"appointment_at" timestamp with time zone NOT NULL,
	"measurer_id" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measure_changes" ADD CONSTRAINT "measure_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_changes" ADD CONSTRAINT "measure_changes_measure_order_id_measure_orders_id_fk" FOREIGN KEY ("measure_order_id") REFERENCES "public"."measure_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_changes" ADD CONSTRAINT "measure_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_openings" ADD CONSTRAINT "measure_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_openings" ADD CONSTRAINT "measure_openings_measure_order_id_measure_orders_id_fk" FOREIGN KEY ("measure_order_id") REFERENCES "public"."measure_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_orders" ADD CONSTRAINT "measure_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_orders" ADD CONSTRAINT "measure_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_orders" ADD CONSTRAINT "measure_orders_measurer_id_users_id_fk" FOREIGN KEY ("measurer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_orders" ADD CONSTRAINT "measure_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_orders" ADD CONSTRAINT "measure_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "measure_changes_company_change_uq" ON "measure_changes" USING btree ("company_id","change_id");--> statement-breakpoint
CREATE INDEX "measure_changes_order_idx" ON "measure_changes" USING btree ("measure_order_id","at");--> statement-breakpoint
CREATE INDEX "measure_openings_order_idx" ON "measure_openings" USING btree ("measure_order_id");--> statement-breakpoint
CREATE INDEX "measure_orders_company_appointment_idx" ON "measure_orders" USING btree ("company_id","appointment_at");--> statement-breakpoint
CREATE INDEX "measure_orders_measurer_idx" ON "measure_orders" USING btree ("measurer_id","appointment_at");