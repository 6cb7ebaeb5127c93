import { insertCompanyWithOwner } from "../modules/account/account.queries.ts";
import { findUserByPhone } from "../modules/auth/auth.queries.ts";
import { hashPassword } from "../modules/auth/password.ts";
import { seedDemoSeriesForPhone } from "../modules/series/series.seed.ts";
import type { Db } from "./client.ts";

/** The demo factory printed in the README and at start-up. */
export const DEMO = {
  company: "Demo Window Factory",
  phone: "13800138000",
  password: "Fenestra#2026",
  nickname: "Demo",
} as const;

/** Creates the demo company, and its main account if missing. */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  if (await findUserByPhone(db, DEMO.phone)) {
    // The demo series are seeded on every start, so a database made before them gets them too.
    await seedDemoSeriesForPhone(db, DEMO.phone);
    return { created: false };
  }
  await insertCompanyWithOwner(
    db,
    {
      name: DEMO.company,
      role: "factory",
      versionType: 6,
      isTrial: 0,
      permanent: 1,
      trialExpiresOn: null,
      expiresOn: null,
      invitedByPhone: null,
      modules: { script: 1, polygon: 1, crm: 1, finance: 1, warehouse: 1, workshop: 1 },
    },
    { phone: DEMO.phone, passwordHash: await hashPassword(DEMO.password), nickname: DEMO.nickname },
  );
  await seedDemoSeriesForPhone(db, DEMO.phone);
  return { created: true };
}
