CREATE TABLE "production_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"order_item_id" integer,
	"seq" integer NOT NULL,
	"serial" text NOT NULL,
	"copy" integer NOT NULL,
	"window_no" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"links" jsonb NOT NULL,
	"wages" jsonb NOT NULL,
	"arranged_at" timestamp with time zone NOT NULL,
	"current_link" text,
	"due_at" timestamp with time zone,
	"package_id" integer
);
--> statement-breakpoint
CREATE TABLE "unit_link_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"link" text NOT NULL,
	"worker_id" integer,
	"finished_at" timestamp with time zone NOT NULL,
	"withdrawn_by" integer,
	"reason" text NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"link" text NOT NULL,
	"worker_id" integer,
	"scan_id" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"link" text NOT NULL,
	"position" integer NOT NULL,
	"expected_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"package_no" text NOT NULL,
	"token" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_staff_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_units" ADD CONSTRAINT "production_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_units" ADD CONSTRAINT "production_units_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_units" ADD CONSTRAINT "production_units_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_units" ADD CONSTRAINT "production_units_package_id_workshop_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."workshop_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_link_withdrawals" ADD CONSTRAINT "unit_link_withdrawals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_link_withdrawals" ADD CONSTRAINT "unit_link_withdrawals_unit_id_production_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."production_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_link_withdrawals" ADD CONSTRAINT "unit_link_withdrawals_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_link_withdrawals" ADD CONSTRAINT "unit_link_withdrawals_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_links" ADD CONSTRAINT "unit_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_links" ADD CONSTRAINT "unit_links_unit_id_production_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."production_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_links" ADD CONSTRAINT "unit_links_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_links" ADD CONSTRAINT "workshop_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_packages" ADD CONSTRAINT "workshop_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_packages" ADD CONSTRAINT "workshop_packages_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_packages" ADD CONSTRAINT "workshop_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_staff_links" ADD CONSTRAINT "workshop_staff_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_staff_links" ADD CONSTRAINT "workshop_staff_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_units_token_uq" ON "production_units" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "production_units_contract_seq_uq" ON "production_units" USING btree ("contract_id","seq");--> statement-breakpoint
CREATE INDEX "production_units_company_idx" ON "production_units" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "production_units_board_idx" ON "production_units" USING btree ("company_id","current_link","due_at");--> statement-breakpoint
CREATE INDEX "production_units_contract_idx" ON "production_units" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "unit_link_withdrawals_unit_idx" ON "unit_link_withdrawals" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_links_unit_link_uq" ON "unit_links" USING btree ("unit_id","link");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_links_company_scan_uq" ON "unit_links" USING btree ("company_id","scan_id");--> statement-breakpoint
CREATE INDEX "unit_links_company_finished_idx" ON "unit_links" USING btree ("company_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_links_company_link_uq" ON "workshop_links" USING btree ("company_id","link");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_packages_token_uq" ON "workshop_packages" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_packages_contract_no_uq" ON "workshop_packages" USING btree ("contract_id","package_no");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_staff_links_user_link_uq" ON "workshop_staff_links" USING btree ("user_id","link");--> statement-breakpoint
CREATE INDEX "workshop_staff_links_company_idx" ON "workshop_staff_links" USING btree ("company_id");