CREATE TABLE "idempotent_requests" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"status_code" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_requests_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
DROP INDEX "collections_company_idempotency_key";--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" DROP COLUMN "idempotency_key";