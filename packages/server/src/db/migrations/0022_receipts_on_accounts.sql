-- Every money movement lands on a receipt account (issue 17). Receipts taken before a company
-- had an account move onto its default account; a company that never made one gets a default
-- bank-card account named after the company (its owner can rename it). Then the column is required.
INSERT INTO "receipt_accounts" ("company_id", "type", "name", "is_default")
SELECT DISTINCT c."company_id", 'bank_card', co."name", true
FROM "collections" c
JOIN "companies" co ON co."id" = c."company_id"
WHERE c."account_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "receipt_accounts" r WHERE r."company_id" = c."company_id");--> statement-breakpoint
UPDATE "collections" c SET "account_id" = (
  SELECT r."id" FROM "receipt_accounts" r
  WHERE r."company_id" = c."company_id"
  ORDER BY r."is_default" DESC, r."id"
  LIMIT 1
)
WHERE c."account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "account_id" SET NOT NULL;
