CREATE TABLE "contract_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dealer_factory_links" (
	"dealer_company_id" integer NOT NULL,
	"factory_company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_factory_links_dealer_company_id_factory_company_id_pk" PRIMARY KEY("dealer_company_id","factory_company_id")
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"length" double precision DEFAULT 0 NOT NULL,
	"discount_percent" double precision DEFAULT 100 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edit_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"order_id" integer,
	"contract_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"origin" text DEFAULT 'design' NOT NULL,
	"design" jsonb NOT NULL,
	"window_no" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"install_position" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"series_id" text,
	"color" text DEFAULT '' NOT NULL,
	"glass" text DEFAULT '' NOT NULL,
	"screen" text DEFAULT '' NOT NULL,
	"profile_type" text DEFAULT '' NOT NULL,
	"hardware_brand" text DEFAULT '' NOT NULL,
	"reinforcement" text DEFAULT '' NOT NULL,
	"wall_thickness" double precision DEFAULT 0 NOT NULL,
	"width" double precision DEFAULT 0 NOT NULL,
	"height" double precision DEFAULT 0 NOT NULL,
	"area" double precision DEFAULT 0 NOT NULL,
	"min_area" double precision DEFAULT 0 NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"weights" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "type" text DEFAULT 'webcc' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "discount_percent" double precision DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "order_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "salesperson_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "factory_company_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "customer_confirm" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "salesperson_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_shares" ADD CONSTRAINT "contract_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_shares" ADD CONSTRAINT "contract_shares_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_shares" ADD CONSTRAINT "contract_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_factory_links" ADD CONSTRAINT "dealer_factory_links_dealer_company_id_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_factory_links" ADD CONSTRAINT "dealer_factory_links_factory_company_id_companies_id_fk" FOREIGN KEY ("factory_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_history" ADD CONSTRAINT "edit_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_history" ADD CONSTRAINT "edit_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_shares_contract_idx" ON "contract_shares" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "quote_items_contract_idx" ON "quote_items" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "edit_history_company_created_idx" ON "edit_history" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "edit_history_order_idx" ON "edit_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "edit_history_contract_idx" ON "edit_history" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_company_idx" ON "order_items" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_factory_company_id_companies_id_fk" FOREIGN KEY ("factory_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_contract_idx" ON "collections" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_company_status_idx" ON "contracts" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "contracts_factory_idx" ON "contracts" USING btree ("factory_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_no_uq" ON "contracts" USING btree ("company_id","contract_no");--> statement-breakpoint
CREATE INDEX "orders_contract_idx" ON "orders" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_no_uq" ON "orders" USING btree ("company_id","order_no");