import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { thirdPartyIdentities } from "../../db/schema/index.ts";

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(thirdPartyIdentities)
    .where(and(eq(thirdPartyIdentities.provider, provider), eq(thirdPartyIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, provider: string, subject: string, userId: number) {
  await db.insert(thirdPartyIdentities).values({ provider, subject, userId }).onConflictDoNothing();
}
