import { messageSchema } from "@fenestra/core/messages/messages";
import { idSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";
import { signedIn } from "../access.ts";
import { jobRunRoute } from "../dev/dev.api.ts";
import { moduleRoutes } from "../module-routes.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";

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
