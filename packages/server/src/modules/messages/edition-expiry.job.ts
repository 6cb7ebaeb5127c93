import { daysToExpiry, EXPIRY_NOTICE_DAYS, eventKey } from "@fenestra/core/messages/messages";
import dayjs from "dayjs";
import { and, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import { writeMessage } from "./messages.queries.ts";

/**
 * Tells each company whose edition (or trial) ends within EXPIRY_NOTICE_DAYS of `at` that it is
 * expiring, once per last day (the message's event key names the day, so an hourly run, two
 * servers' runs or a rerun add nothing; a renewal moves the day and the new one is told when it
 * nears). Answers how many companies it looked at that have such a message now.
 */
export async function runExpiryJob(db: Db, at: Date): Promise<number> {
  const today = at.toISOString().slice(0, 10);
  const last = dayjs(today).add(EXPIRY_NOTICE_DAYS, "day").format("YYYY-MM-DD");
  // The day that counts: the trial's while on trial, else the paid edition's (core isAccountExpired).
  const endsOn = sql<string>`(case when ${companies.isTrial} = 1 then ${companies.trialExpiresOn} else ${companies.expiresOn} end)::text`;
  const due = await db
    .select({ id: companies.id, endsOn, trial: companies.isTrial })
    .from(companies)
    .where(and(eq(companies.permanent, 0), between(endsOn, today, last)));
  let told = 0;
  for (const company of due) {
    const days = daysToExpiry(company.endsOn, today);
    if (days === null) continue;
    await writeMessage(db, {
      companyId: company.id,
      kind: "edition_expiring",
      eventKey: eventKey.editionExpiring(company.endsOn),
      params: { date: company.endsOn, days, trial: company.trial },
      at,
    });
    told += 1;
  }
  return told;
}
