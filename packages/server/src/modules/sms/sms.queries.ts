import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { smsCodes, smsOutbox, smsRateLimits } from "../../db/schema/index.ts";

/**
 * Claims the phone's send slot if its last send is at least `cutoff` old. One atomic upsert,
 * so two processes racing for the same phone cannot both send.
 */
export async function claimSendSlot(db: Db, phone: string, now: Date, cutoff: Date): Promise<boolean> {
  const rows = await db
    .insert(smsRateLimits)
    .values({ phone, lastSentAt: now })
    .onConflictDoUpdate({
      target: smsRateLimits.phone,
      set: { lastSentAt: now },
      setWhere: lte(smsRateLimits.lastSentAt, cutoff),
    })
    .returning({ phone: smsRateLimits.phone });
  return rows.length > 0;
}

/** Stores a new code and retires the older unused codes of the same phone and purpose. */
export async function insertCode(
  db: Db,
  row: { phone: string; purpose: string; codeHash: string; sentAt: Date; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ usedAt: row.sentAt })
      .where(and(eq(smsCodes.phone, row.phone), eq(smsCodes.purpose, row.purpose), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values(row);
  });
}

/** Undoes a send that the provider refused: retires the code and frees the phone's send slot. */
export async function withdrawCode(db: Db, phone: string, purpose: string, sentAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ usedAt: sentAt })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)));
    await tx
      .delete(smsRateLimits)
      .where(and(eq(smsRateLimits.phone, phone), eq(smsRateLimits.lastSentAt, sentAt)));
  });
}

export async function latestCode(db: Db, phone: string, purpose: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try; answers the new count. */
export async function addWrongTry(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(smsCodes)
    .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ wrongTries: smsCodes.wrongTries });
  return row?.wrongTries ?? Number.POSITIVE_INFINITY;
}

/** Marks a code used, only if nobody used it first; answers whether this call won. */
export async function consumeCode(db: Db, id: number, now: Date, maxWrongTries: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), sql`${smsCodes.wrongTries} < ${maxWrongTries}`))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

/** Outbox messages to one phone, newest first. */
export async function outboxFor(db: Db, phone: string, limit = 50) {
  return db
    .select({
      phone: smsOutbox.phone,
      purpose: smsOutbox.purpose,
      code: smsOutbox.code,
      text: smsOutbox.text,
      sentAt: smsOutbox.sentAt,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(limit);
}
