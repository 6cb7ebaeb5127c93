import type { BodyOf, routes } from "@fenestra/api";
import type { FeedbackCategory } from "@fenestra/core/account/feedback";
import { eventKey } from "@fenestra/core/messages/messages";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Operator } from "../../tenancy/operator.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { loadSessionRow } from "../account/account.queries.ts";
import { ownUserFiles } from "../files/files.queries.ts";
import { fileUrls, type UploadDeps } from "../files/files.service.ts";
import { writeMessage } from "../messages/messages.queries.ts";
import {
  allFeedback,
  type FeedbackRow,
  feedbackById,
  feedbackOfUser,
  insertFeedback,
  insertReply,
  ownFeedback,
  repliesOf,
  updateUnansweredFeedback,
} from "./feedback.queries.ts";

type Body = BodyOf<typeof routes.feedback.submit>;
type Edit = BodyOf<typeof routes.feedback.edit>;

/** The screenshots, once each: files this user uploaded as feedback screenshots (any other key is refused). */
async function ownScreenshots(deps: AppDeps, tenant: Tenant, screenshots: string[]) {
  const keys = [...new Set(screenshots)];
  const mine = await ownUserFiles(deps.db, tenant, keys, "feedback");
  if (mine.length !== keys.length) throw new FieldError("screenshots", "validation.file_invalid");
  return keys;
}

/** Records a feedback with the caller's account, the page and device it came from and its language. */
export async function submitFeedback(deps: AppDeps, tenant: Tenant, body: Body, language: string) {
  const keys = await ownScreenshots(deps, tenant, body.screenshots);
  const session = await loadSessionRow(deps.db, tenant.userId);
  if (!session) throw new AppError("missing.user");
  return insertFeedback(deps.db, {
    companyId: tenant.companyId,
    userId: tenant.userId,
    area: body.area,
    userName: body.userName,
    account: session.user.phone ?? "",
    category: body.category,
    content: body.content,
    screenshots: keys,
    source: `${body.source}/${body.device}`,
    language,
    createdAt: deps.clock(),
  });
}

async function present(deps: UploadDeps, rows: FeedbackRow[]) {
  const replies = await repliesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const shots = await Promise.all(rows.map((r) => fileUrls(deps, r.screenshots)));
  return {
    items: rows.map((r, i) => {
      const [source = "feedback", device = "desktop"] = r.source.split("/");
      return {
        id: r.id,
        area: r.area,
        userName: r.userName,
        account: r.account,
        category: r.category as FeedbackCategory,
        content: r.content,
        screenshots: shots[i] ?? [],
        screenshotKeys: r.screenshots,
        editable: !replies.some((x) => x.feedbackId === r.id && x.byOperator === 1),
        source: source as "feedback" | "suggestion",
        device: device as "desktop" | "mobile",
        language: r.language,
        createdAt: r.createdAt.toISOString(),
        replies: replies
          .filter((x) => x.feedbackId === r.id)
          .map((x) => ({
            id: x.id,
            byOperator: x.byOperator === 1,
            content: x.content,
            createdAt: x.createdAt.toISOString(),
          })),
      };
    }),
  };
}

/**
 * The writer edits their own feedback (SPEC §2: the feedback list, add and edit) until an
 * operator has answered it: what it answered stays what the writer sent.
 */
export async function editFeedback(deps: AppDeps, tenant: Tenant, id: number, body: Edit) {
  const row = await ownFeedback(deps.db, tenant, id);
  if (!row) throw new AppError("missing.feedback");
  const keys = await ownScreenshots(deps, tenant, body.screenshots);
  const edited = await updateUnansweredFeedback(deps.db, row.id, {
    area: body.area,
    userName: body.userName,
    category: body.category,
    content: body.content,
    screenshots: keys,
  });
  if (!edited) throw new AppError("feedback.answered");
  return null;
}

export async function myFeedback(deps: UploadDeps, tenant: Tenant) {
  return present(deps, await feedbackOfUser(deps.db, tenant));
}

/** A reply under `row` (not found when there is none), by its user (0) or an operator (1). */
async function reply(
  deps: AppDeps,
  row: FeedbackRow | undefined,
  by: { operator: 0 | 1; userId: number },
  content: string,
) {
  if (!row) throw new AppError("missing.feedback");
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const reply = await insertReply(tx, {
      feedbackId: row.id,
      byOperator: by.operator,
      authorId: by.userId,
      content,
      createdAt: at,
    });
    // An operator's answer is news to the user who sent the feedback (the message centre), once
    // per reply; the user's own additions are not.
    if (by.operator === 1 && row.userId !== null)
      await writeMessage(tx, {
        companyId: row.companyId,
        userId: row.userId,
        kind: "feedback_reply",
        eventKey: eventKey.feedbackReply(reply.id),
        params: { category: row.category },
        at,
      });
    return reply;
  });
}

/** The user adds to their own feedback. */
export async function userReply(deps: AppDeps, tenant: Tenant, id: number, content: string) {
  const row = await ownFeedback(deps.db, tenant, id);
  return reply(deps, row, { operator: 0, userId: tenant.userId }, content);
}

/** Every user's feedback (the operator console; the route admits operators only). */
export async function everyFeedback(deps: UploadDeps) {
  return present(deps, await allFeedback(deps.db));
}

/** An operator answers a feedback; the user sees it under their feedback. */
export async function operatorReply(deps: AppDeps, operator: Operator, id: number, content: string) {
  const row = await feedbackById(deps.db, id);
  return reply(deps, row, { operator: 1, userId: operator.userId }, content);
}
