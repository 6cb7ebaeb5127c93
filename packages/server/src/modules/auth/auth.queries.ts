import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiTokens, companies, users } from "../../db/schema/index.ts";

export async function insertToken(db: Db, userId: number, tokenHash: string, now: Date) {
  await db.insert(apiTokens).values({ userId, tokenHash, createdAt: now, lastUsedAt: now });
}

export async function revokeToken(db: Db, tokenHash: string, now: Date) {
  await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.tokenHash, tokenHash));
}

/** Revokes every live token of a user except `keepHash` (the caller's own, if any). */
export async function revokeUserTokens(db: Db, userId: number, now: Date, keepHash?: string) {
  const conditions = [eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)];
  if (keepHash) conditions.push(ne(apiTokens.tokenHash, keepHash));
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** The user whose username is `username`, whatever its letters' case. */
export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** Whether a company's space name is `spaceName`, whatever its letters' case. */
export async function spaceNameTaken(db: Db, spaceName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.spaceName}) = lower(${spaceName})`)
    .limit(1);
  return row !== undefined;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setPhone(db: Db, userId: number, phone: string) {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}
