// An .xlsx import of customers: each row is checked as a typed customer would be (core's
// schema, "customer exists" for a phone the company or an earlier row has); good rows are added,
// each refused row is reported with its sheet row and the reason in the caller's language.
import type { Language } from "@fenestra/core";
import { customerFieldsSchema, phoneKey } from "@fenestra/core/crm/customer-fields";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { translate } from "../../i18n/catalogue.ts";
import { FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./customers.queries.ts";
import { readCustomerRows } from "./customers.xlsx.ts";

/** Rows one import takes at most. */
export const IMPORT_MAX_ROWS = 2000;

export async function importCustomers(db: Db, tenant: Tenant, language: Language, fileBase64: string) {
  const rows = await readCustomerRows(Buffer.from(fileBase64, "base64"), IMPORT_MAX_ROWS);
  if (rows === null) throw new FieldError("file", "validation.import_file_invalid");
  if (rows.length > IMPORT_MAX_ROWS)
    throw new FieldError("file", "validation.import_too_many_rows", { max: String(IMPORT_MAX_ROWS) });
  const refused: { row: number; key: string; message: string }[] = [];
  const refuse = (row: number, key: string) => refused.push({ row, key, message: translate(language, key) });
  const seen = new Set<string>();
  let added = 0;
  for (const { row, fields } of rows) {
    const parsed = customerFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      refuse(row, parsed.error.issues[0]?.message ?? "validation.invalid");
      continue;
    }
    const key = phoneKey(parsed.data.phone);
    if (seen.has(key) || (await q.customerIdByPhone(db, tenant, key)) !== null) {
      refuse(row, "conflict.customer_exists");
      continue;
    }
    seen.add(key);
    try {
      await q.insertCustomer(db, tenant, { ...parsed.data, ownerId: tenant.userId });
      added += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      refuse(row, "conflict.customer_exists");
    }
  }
  return { added, refused };
}
