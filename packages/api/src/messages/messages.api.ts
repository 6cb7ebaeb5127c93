import type { MessageKind } from "@fenestra/core/messages/messages";
import { messageSchema } from "@fenestra/core/messages/messages";
import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import type { SignedInAccess } from "../access.ts";
import { signedIn } from "../access.ts";
import { feedback } from "../account/account.api.ts";
import { contracts } from "../contracts/contracts.api.ts";
import { jobRunRoute } from "../dev/dev.api.ts";
import { financeRoutes } from "../finance/finance.api.ts";
import { moduleRoutes } from "../module-routes.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { purchase } from "../purchase/purchase.api.ts";
import { workshop } from "../workshop/workshop.api.ts";

/**
 * Who sees a message of each kind: whoever may call the route that shows its object (DESIGN §2,
 * one rule): a payment those who may read the finance ledger, a finished unit those who may see
 * the workshop's progress, a confirmed share or a customer's order those who may open contracts,
 * an expiring edition those who may buy the renewal. A message about a contract is further seen
 * only by those who see that contract (the server's contract visibility rule).
 */
export const MESSAGE_KIND_ACCESS: Record<MessageKind, SignedInAccess> = {
  payment: financeRoutes.entries.access,
  unit_finished: workshop.progress.access,
  share_confirmed: contracts.detail.access,
  custom_order: contracts.detail.access,
  feedback_reply: feedback.mine.access,
  edition_expiring: purchase.createOrder.access,
};

// Everyone signed in has a message centre, also an expired account (it is told its edition ran out).
const route = moduleRoutes("messages", signedIn({ openWhenExpired: true }));

export const messagePageSchema = pageOf(messageSchema).extend({
  /** Unread messages of the whole list (the top bar's badge). */
  unread: z.number(),
  /** The newest message's moment: "mark all read" sends it to PUT /api/user/xxf-data. */
  newestAt: z.string().nullable(),
});

export const messages = {
  list: route.get("/api/messages", {
    description:
      "The caller's messages, newest first: the company's events of the kinds its keys let it see (a " +
      "payment only to those who may read the ledger…) and those for it alone, each unread after the " +
      "caller's read marker (xxfData; PUT /api/user/xxf-data marks all read) unless opened on its own.",
    query: pageQuerySchema,
    response: messagePageSchema,
  }),
  unread: route.get("/api/messages/unread", {
    description: "How many of the caller's messages are unread (the top bar's badge).",
    response: z.object({ count: z.number() }),
  }),
  read: route.post("/api/messages/:id/read", {
    description:
      "Marks one message read for the caller; again, it stays read. A message the caller does not see is " +
      "not found. Answers the unread count left.",
    params: z.object({ id: idSchema }),
    response: z.object({ count: z.number() }),
    success: "success.operate",
  }),
  /** Runs the expiring-edition job now, as on `on` (dev and tests; never registered in production). */
  runExpiryJob: jobRunRoute("/api/dev/jobs/edition-expiry"),
};
