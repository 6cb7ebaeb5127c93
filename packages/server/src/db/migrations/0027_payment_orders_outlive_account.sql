ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;