CREATE TABLE "confirmed_cuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_ids" integer[] NOT NULL,
	"code" text NOT NULL,
	"color" text NOT NULL,
	"length" integer NOT NULL,
	"count" integer NOT NULL,
	"surplus_id" integer,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"supplier" text NOT NULL,
	"expected_date" text,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"company_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"color" text NOT NULL,
	"length" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"value_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_balances_company_id_material_id_color_length_pk" PRIMARY KEY("company_id","material_id","color","length"),
	CONSTRAINT "stock_balances_quantity_not_negative" CHECK ("stock_balances"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"operation_id" integer NOT NULL,
	"type" integer NOT NULL,
	"material_id" integer NOT NULL,
	"color" text NOT NULL,
	"length" integer NOT NULL,
	"delta" integer NOT NULL,
	"value_fen" bigint NOT NULL,
	"unit_cost_fen" integer NOT NULL,
	"counted" integer,
	"balance_after" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"contract_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_lines_balance_after_not_negative" CHECK ("stock_lines"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" integer NOT NULL,
	"request_id" text NOT NULL,
	"reverses_id" integer,
	"contract_id" integer,
	"purchase_order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category" text NOT NULL,
	"code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"raw_length" integer DEFAULT 0 NOT NULL,
	"thickness" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"cost_fen" integer DEFAULT 0 NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"texture" text DEFAULT '' NOT NULL,
	"warn_threshold" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"leftover_min" integer NOT NULL,
	"leftover_max" integer NOT NULL,
	"leftover_step" integer NOT NULL,
	"default_stock_length" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "surplus" ADD COLUMN "scrapped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surplus" ADD COLUMN "scrapped_by" integer;--> statement-breakpoint
ALTER TABLE "surplus" ADD COLUMN "picked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "confirmed_cuts" ADD CONSTRAINT "confirmed_cuts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_material_id_warehouse_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."warehouse_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_operation_id_stock_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."stock_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_material_id_warehouse_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."warehouse_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_operations" ADD CONSTRAINT "stock_operations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_operations" ADD CONSTRAINT "stock_operations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_operations" ADD CONSTRAINT "stock_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_materials" ADD CONSTRAINT "warehouse_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_settings" ADD CONSTRAINT "warehouse_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmed_cuts_company_idx" ON "confirmed_cuts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_idx" ON "purchase_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_lines_company_created_idx" ON "stock_lines" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_lines_material_idx" ON "stock_lines" USING btree ("company_id","material_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_lines_operation_idx" ON "stock_lines" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "stock_lines_contract_idx" ON "stock_lines" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_operations_request_uq" ON "stock_operations" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_operations_reverses_uq" ON "stock_operations" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "stock_operations_contract_idx" ON "stock_operations" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_materials_code_uq" ON "warehouse_materials" USING btree ("company_id","category","code") WHERE "warehouse_materials"."archived_at" is null;