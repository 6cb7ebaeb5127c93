CREATE TABLE "account_balances" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optimization_usage" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"code" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "optimization_usage_company_id_month_code_pk" PRIMARY KEY("company_id","month","code")
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_usage" ADD CONSTRAINT "optimization_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;