import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { idempotentRequests } from "../db/schema/index.ts";

/** One key of one signed-in user (of their company) and its request's identity (request-identity.ts). */
export type IdempotencyClaim = { companyId: number; userId: number; key: string; requestHash: string };
export type StoredRequest = typeof idempotentRequests.$inferSelect;

/**
 * Claims a key for a first request: true when this request holds it now. A claim older than
 * `staleBefore` (expired, or a pending one whose request never finished) is taken over. One
 * statement (one round trip): a new key is inserted; an existing one is overwritten only when
 * stale, so a live claim or a kept answer is never touched.
 */
export async function claimKey(
  db: Db,
  claim: IdempotencyClaim,
  now: Date,
  staleBefore: {
    done: Date;
    pending: Date;
  },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotentRequests)
    .values({ ...claim, state: "pending", createdAt: now })
    .onConflictDoUpdate({
      target: [idempotentRequests.companyId, idempotentRequests.userId, idempotentRequests.key],
      set: {
        requestHash: claim.requestHash,
        state: "pending",
        statusCode: null,
        answer: null,
        createdAt: now,
      },
      setWhere: or(
        lt(idempotentRequests.createdAt, staleBefore.done),
        and(eq(idempotentRequests.state, "pending"), lt(idempotentRequests.createdAt, staleBefore.pending)),
      ),
    })
    .returning({ key: idempotentRequests.key });
  return claimed.length === 1;
}

/** The user's key: the claim of this key whose request it holds. */
const ofClaim = (claim: Omit<IdempotencyClaim, "requestHash">) =>
  and(
    eq(idempotentRequests.companyId, claim.companyId),
    eq(idempotentRequests.userId, claim.userId),
    eq(idempotentRequests.key, claim.key),
  );

export async function findClaim(
  db: Db,
  claim: Omit<IdempotencyClaim, "requestHash">,
): Promise<StoredRequest | undefined> {
  const [row] = await db.select().from(idempotentRequests).where(ofClaim(claim));
  return row;
}

/**
 * Marks the claim's effect as written, inside the transaction that writes it (idempotency.ts):
 * committed together, so a process that dies after the commit and before the answer is stored
 * leaves "applied", never a "pending" that a repeat would take over and run again.
 */
export async function markApplied(tx: Db, claim: IdempotencyClaim) {
  await tx
    .update(idempotentRequests)
    .set({ state: "applied" })
    .where(and(ofClaim(claim), eq(idempotentRequests.state, "pending")));
}

/** Stores the first request's answer for its repeats. */
export async function storeAnswer(db: Db, claim: IdempotencyClaim, statusCode: number, answer: unknown) {
  await db.update(idempotentRequests).set({ state: "done", statusCode, answer }).where(ofClaim(claim));
}

/** Lets a key go again (the first request was refused at a field or failed): the client may fix and retry. */
export async function releaseKey(db: Db, claim: IdempotencyClaim) {
  await db.delete(idempotentRequests).where(and(ofClaim(claim), eq(idempotentRequests.state, "pending")));
}
