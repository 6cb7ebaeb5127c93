CREATE TABLE "production_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"saw_angle_step_hundredths" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_settings" ADD CONSTRAINT "production_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;