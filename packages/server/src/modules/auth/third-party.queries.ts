import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { firstRow } from "../../db/first-row.ts";
import { thirdPartyIdentities } from "../../db/schema/index.ts";

export async function findIdentity(db: Db, provider: string, subject: string) {
  return firstRow(
    db,
    thirdPartyIdentities,
    and(eq(thirdPartyIdentities.provider, provider), eq(thirdPartyIdentities.subject, subject)),
  );
}

export async function insertIdentity(db: Db, provider: string, subject: string, userId: number) {
  await db.insert(thirdPartyIdentities).values({ provider, subject, userId }).onConflictDoNothing();
}
