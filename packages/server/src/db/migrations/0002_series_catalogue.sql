CREATE TABLE "order_boms" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bom" jsonb NOT NULL,
	"series_versions" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"directory_id" integer NOT NULL,
	"name" text NOT NULL,
	"model" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"share_description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"cloned_from" integer,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_profile_dxf" (
	"series_id" integer NOT NULL,
	"profile_code" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_profile_dxf_series_id_profile_code_pk" PRIMARY KEY("series_id","profile_code")
);
--> statement-breakpoint
ALTER TABLE "order_boms" ADD CONSTRAINT "order_boms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_boms" ADD CONSTRAINT "order_boms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_directory_id_series_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."series_directories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_directories" ADD CONSTRAINT "series_directories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_directories" ADD CONSTRAINT "series_directories_parent_id_series_directories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."series_directories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_profile_dxf" ADD CONSTRAINT "series_profile_dxf_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_company_idx" ON "series" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "series_directory_idx" ON "series" USING btree ("directory_id");--> statement-breakpoint
CREATE INDEX "series_directories_company_idx" ON "series_directories" USING btree ("company_id");