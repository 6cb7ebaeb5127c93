CREATE TABLE "render_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"quality" text NOT NULL,
	"sun_azimuth" real NOT NULL,
	"sun_elevation" real NOT NULL,
	"share_hours_default" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"photo_key" text NOT NULL,
	"image_key" text NOT NULL,
	"order_id" integer,
	"item_id" integer,
	"corners" jsonb NOT NULL,
	"opening_width" real NOT NULL,
	"opening_height" real NOT NULL,
	"quality" text NOT NULL,
	"sun_azimuth" real NOT NULL,
	"sun_elevation" real NOT NULL,
	"share_token" text,
	"share_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "render_settings" ADD CONSTRAINT "render_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renders" ADD CONSTRAINT "renders_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renders_company_idx" ON "renders" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "renders_share_token_idx" ON "renders" USING btree ("share_token");