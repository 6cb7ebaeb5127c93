// Pinyin initials of a name, for the customer search ("zs" finds 张三): pinyin-pro's first
// letters of each Chinese character; letters and digits of other scripts are kept, lower-cased.
import { nameKey, phoneKey } from "@fenestra/core/crm/customer-fields";
import { eq, isNull } from "drizzle-orm";
import { pinyin } from "pinyin-pro";
import type { Db } from "../../db/client.ts";
import { customers } from "../../db/schema/index.ts";

export function pinyinInitials(name: string): string {
  const letters = pinyin(name, { pattern: "first", toneType: "none", type: "array", nonZh: "consecutive" });
  return letters
    .join("")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The search keys stored beside a customer's name and phone. */
export function searchKeys(name: string, phone: string) {
  return { nameKey: nameKey(name), phoneKey: phoneKey(phone), initials: pinyinInitials(name) };
}

/**
 * Fills the initials the migration that created customers from contracts could not compute in
 * SQL. Runs at start; a no-op once every customer has them.
 */
export async function backfillInitials(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(isNull(customers.initials))
      .limit(500);
    if (rows.length === 0) return done;
    for (const row of rows)
      await db
        .update(customers)
        .set({ initials: pinyinInitials(row.name) })
        .where(eq(customers.id, row.id));
    done += rows.length;
  }
}
