CREATE TABLE "picture_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "space_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
CREATE INDEX "picture_codes_expires_idx" ON "picture_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_space_name_idx" ON "companies" USING btree (lower("space_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree (lower("username"));