import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { companyColumn } from "./tenant-columns.ts";

// Usage metering of the cutting optimizer (SPEC §9): 30 free optimizations per month per
// profile code, then 0.5 yuan each from the account balance. The optimizer counts and
// charges from the account's balance (companies.ts); recharging belongs to the payments feature.

/** Optimizations run this month for one profile code. `month` is "YYYY-MM" (UTC). */
export const optimizationUsage = pgTable(
  "optimization_usage",
  {
    companyId: companyColumn(),
    month: text("month").notNull(),
    code: text("code").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.code] })],
);
