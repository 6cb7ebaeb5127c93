-- Every contract with a phone gets a customer record: one per company and phone (its digits, a
-- leading + kept, as core's phoneKey), named, addressed and owned as the newest of its
-- contracts, a "deal" when one of them went past intent. Contracts without a phone keep their
-- own name and phone only. Pinyin initials are filled in by the server at start (crm/initials).
WITH keyed AS (
  SELECT c.id, c.company_id, c.customer, c.phone, c.address, c.status, c.salesperson_id, c.created_at,
    (CASE WHEN left(trim(c.phone), 1) = '+' THEN '+' ELSE '' END) || regexp_replace(c.phone, '\D', '', 'g') AS key
  FROM contracts c
  WHERE c.phone IS NOT NULL AND regexp_replace(c.phone, '\D', '', 'g') <> ''
), ranked AS (
  SELECT keyed.*,
    bool_or(keyed.status <> 'intent') OVER w AS dealt,
    min(keyed.created_at) OVER w AS first_at,
    row_number() OVER (PARTITION BY keyed.company_id, keyed.key ORDER BY keyed.id DESC) AS rn
  FROM keyed
  WINDOW w AS (PARTITION BY keyed.company_id, keyed.key)
)
INSERT INTO "customers" ("company_id", "name", "phone", "phone_key", "name_key", "type", "address", "owner_id", "created_at")
SELECT company_id,
  coalesce(nullif(trim(customer), ''), trim(phone)),
  trim(phone),
  key,
  lower(coalesce(nullif(trim(customer), ''), trim(phone))),
  CASE WHEN dealt THEN 'deal' ELSE 'potential' END,
  coalesce(address, ''),
  salesperson_id,
  first_at
FROM ranked
WHERE rn = 1;
--> statement-breakpoint
UPDATE "contracts" SET "customer_id" = cu."id"
FROM "customers" cu
WHERE cu."company_id" = "contracts"."company_id"
  AND "contracts"."phone" IS NOT NULL
  AND cu."phone_key" = (CASE WHEN left(trim("contracts"."phone"), 1) = '+' THEN '+' ELSE '' END) || regexp_replace("contracts"."phone", '\D', '', 'g');
