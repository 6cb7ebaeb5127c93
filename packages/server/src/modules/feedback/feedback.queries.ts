import { and, asc, desc, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { feedback, feedbackReplies } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert) {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return { id: created?.id ?? 0 };
}

/** The caller's own feedback (a user sees what they sent, not their colleagues'). */
export async function feedbackOfUser(db: Db, tenant: Tenant) {
  return db
    .select()
    .from(feedback)
    .where(and(eq(feedback.companyId, tenant.companyId), eq(feedback.userId, tenant.userId)))
    .orderBy(desc(feedback.id))
    .limit(100);
}

/** One of the caller's own feedback, or undefined (another's is "not found"). */
export async function ownFeedback(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(
      and(eq(feedback.id, id), eq(feedback.companyId, tenant.companyId), eq(feedback.userId, tenant.userId)),
    );
  return row;
}

/** Every feedback, newest first (the operator console). */
export async function allFeedback(db: Db) {
  return db.select().from(feedback).orderBy(desc(feedback.id)).limit(200);
}

/**
 * Rewrites a feedback no operator has answered, in one statement (an answer arriving meanwhile
 * wins: the edit then changes nothing). True when it was rewritten.
 */
export async function updateUnansweredFeedback(
  db: Db,
  id: number,
  values: Pick<typeof feedback.$inferInsert, "area" | "userName" | "category" | "content" | "screenshots">,
) {
  const answered = db
    .select({ id: feedbackReplies.id })
    .from(feedbackReplies)
    .where(and(eq(feedbackReplies.feedbackId, id), eq(feedbackReplies.byOperator, 1)));
  const rows = await db
    .update(feedback)
    .set(values)
    .where(and(eq(feedback.id, id), notExists(answered)))
    .returning({ id: feedback.id });
  return rows.length > 0;
}

export async function feedbackById(db: Db, id: number) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

export async function repliesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(feedbackReplies)
    .where(inArray(feedbackReplies.feedbackId, ids))
    .orderBy(asc(feedbackReplies.id));
}

export async function insertReply(db: Db, row: typeof feedbackReplies.$inferInsert) {
  const [created] = await db.insert(feedbackReplies).values(row).returning({ id: feedbackReplies.id });
  return { id: created?.id ?? 0 };
}
