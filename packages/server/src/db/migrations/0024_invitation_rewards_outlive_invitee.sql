ALTER TABLE "invitation_rewards" DROP CONSTRAINT "invitation_rewards_invitee_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "invitation_rewards" DROP CONSTRAINT "invitation_rewards_order_id_payment_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "invitation_rewards" ALTER COLUMN "invitee_company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_invitee_company_id_companies_id_fk" FOREIGN KEY ("invitee_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;