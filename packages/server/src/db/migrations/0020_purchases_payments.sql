CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"money_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_company_id" integer NOT NULL,
	"invitee_company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"purchase_fen" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"available_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"item" jsonb NOT NULL,
	"amount_fen" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"provider_trade_no" text,
	"pay_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_out_trade_no_unique" UNIQUE("out_trade_no")
);
--> statement-breakpoint
CREATE TABLE "redemption_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"item" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_company_id" integer,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "redemption_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"account_name" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "render_trial_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trial_extended_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_inviter_company_id_companies_id_fk" FOREIGN KEY ("inviter_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_invitee_company_id_companies_id_fk" FOREIGN KEY ("invitee_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_codes" ADD CONSTRAINT "redemption_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_codes" ADD CONSTRAINT "redemption_codes_redeemed_company_id_companies_id_fk" FOREIGN KEY ("redeemed_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_rewards_invitee_idx" ON "invitation_rewards" USING btree ("invitee_company_id");--> statement-breakpoint
CREATE INDEX "invitation_rewards_inviter_idx" ON "invitation_rewards" USING btree ("inviter_company_id");--> statement-breakpoint
CREATE INDEX "payment_orders_company_idx" ON "payment_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_company_idx" ON "withdrawals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");