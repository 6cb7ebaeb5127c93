-- Kept answers are now per user and hold the request's identity (plugins/request-identity.ts); an
-- answer kept before (per company, hashed without the caller) can never match a request again.
DELETE FROM "idempotent_requests";--> statement-breakpoint
ALTER TABLE "idempotent_requests" DROP CONSTRAINT "idempotent_requests_company_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_company_id_user_id_key_pk" PRIMARY KEY("company_id","user_id","key");--> statement-breakpoint
ALTER TABLE "stock_operations" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "unit_links" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
