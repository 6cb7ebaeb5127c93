CREATE TABLE "entry_attachments" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"data_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_contract_totals" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_day_totals" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"person_id" integer DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_day_totals_company_id_day_person_id_pk" PRIMARY KEY("company_id","day","person_id")
);
--> statement-breakpoint
CREATE TABLE "repayment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"stage" text NOT NULL,
	"amount" integer NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "kind" text DEFAULT 'receipt' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "payee" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "entry_date" date DEFAULT (now() at time zone 'utc')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "person_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "reverses_id" integer;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "audited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "audited_by" integer;--> statement-breakpoint
ALTER TABLE "entry_attachments" ADD CONSTRAINT "entry_attachments_entry_id_collections_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_attachments" ADD CONSTRAINT "entry_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_contract_totals" ADD CONSTRAINT "finance_contract_totals_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_contract_totals" ADD CONSTRAINT "finance_contract_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_day_totals" ADD CONSTRAINT "finance_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_plans" ADD CONSTRAINT "repayment_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_plans" ADD CONSTRAINT "repayment_plans_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_accounts" ADD CONSTRAINT "receipt_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repayment_plans_contract_idx" ON "repayment_plans" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "repayment_plans_company_due_idx" ON "repayment_plans" USING btree ("company_id","due_on");--> statement-breakpoint
CREATE INDEX "receipt_accounts_company_idx" ON "receipt_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_accounts_one_default_uq" ON "receipt_accounts" USING btree ("company_id") WHERE "receipt_accounts"."is_default";--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_account_id_receipt_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."receipt_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_account_idx" ON "collections" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_reverses_uq" ON "collections" USING btree ("reverses_id");--> statement-breakpoint
UPDATE "collections" c SET "entry_date" = (c."created_at" at time zone 'utc')::date,
  "person_id" = coalesce((SELECT k."salesperson_id" FROM "contracts" k WHERE k."id" = c."contract_id"), 0);--> statement-breakpoint
INSERT INTO "finance_day_totals" ("company_id", "day", "person_id", "received", "spent")
  SELECT "company_id", "entry_date", "person_id", sum("amount"), 0 FROM "collections"
  GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "finance_contract_totals" ("contract_id", "company_id", "received")
  SELECT "contract_id", min("company_id"), sum("amount") FROM "collections"
  WHERE "contract_id" IS NOT NULL GROUP BY "contract_id";
