CREATE TABLE "template_usage" (
	"company_id" integer NOT NULL,
	"template_key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "template_usage_company_id_template_key_pk" PRIMARY KEY("company_id","template_key")
);
--> statement-breakpoint
CREATE TABLE "window_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"design" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_usage" ADD CONSTRAINT "template_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "window_templates" ADD CONSTRAINT "window_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "window_templates" ADD CONSTRAINT "window_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "window_templates_company_idx" ON "window_templates" USING btree ("company_id","id");