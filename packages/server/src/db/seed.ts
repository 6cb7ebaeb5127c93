import type { Language } from "@fenestra/core/account/languages";
import { eq } from "drizzle-orm";
import { insertCompanyWithOwner } from "../modules/account/account.queries.ts";
import { findUserByPhone } from "../modules/auth/auth.queries.ts";
import { hashPassword } from "../modules/auth/password.ts";
import { seedDemoSeriesForPhone } from "../modules/series/series.seed.ts";
import type { Db } from "./client.ts";
import { DEMO_COMPANY_WORDS } from "./demo/words/index.ts";
import { receiptAccounts, users } from "./schema/index.ts";

/** The language the demo company works in: its series, customers and contracts are written in it. */
const DEMO_LANGUAGE: Language = "zh-CN";

/** The demo factory printed in the README and at start-up. */
export const DEMO = {
  company: DEMO_COMPANY_WORDS[DEMO_LANGUAGE].company,
  phone: "13800138000",
  password: "Fenestra#2026",
  language: DEMO_LANGUAGE,
} as const;

/**
 * Creates the demo company, its main account and its catalogue if missing, named in `language`
 * (the demo's own, zh-CN, unless a caller asks for another: the server test suites seed it in
 * en-US, the language they read). Its working data (customers, contracts, production…) is
 * demo-factory.ts's, run once where this answers `created`.
 */
export async function seedDemo(db: Db, language: Language = DEMO.language): Promise<{ created: boolean }> {
  if (await findUserByPhone(db, DEMO.phone)) {
    // The demo series are seeded on every start, so a database made before them gets them too.
    await seedDemoSeriesForPhone(db, DEMO.phone, language);
    return { created: false };
  }
  const words = DEMO_COMPANY_WORDS[language];
  const userId = await insertCompanyWithOwner(
    db,
    {
      name: words.company,
      role: "factory",
      versionType: 6,
      isTrial: 0,
      permanent: 1,
      trialExpiresOn: null,
      expiresOn: null,
      invitedByPhone: null,
      modules: { script: 1, polygon: 1, crm: 1, finance: 1, warehouse: 1, workshop: 1, rendering: 1 },
    },
    { phone: DEMO.phone, passwordHash: await hashPassword(DEMO.password), nickname: words.owner },
  );
  const [owner] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!owner) throw new Error("demo account not found after its insert");
  // Its default receipt account, so a deposit taken on the demo lands somewhere (docs/finance.md).
  await db.insert(receiptAccounts).values({
    companyId: owner.companyId,
    type: "bank_card",
    name: words.company,
    number: "6222 0000 0000 2026",
    bankName: words.bank,
    isDefault: true,
  });
  await seedDemoSeriesForPhone(db, DEMO.phone, language);
  return { created: true };
}

/**
 * Accounts that were created with the published password: the demo factory, and the operator
 * (13800138009) that earlier versions seeded outside production. A production start refuses
 * while any of them still has it (accounts-with-published-password.ts); `fenestra password PHONE`
 * sets another.
 */
export const PUBLISHED_PASSWORD = { phones: [DEMO.phone, "13800138009"], password: DEMO.password } as const;

/** Makes the account with this phone an operator; false when there is none. */
export async function grantOperator(db: Db, phone: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin: 1 })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  return updated.length > 0;
}
