import { z } from "zod";
import { publicRoute } from "../access.ts";
import { defineRoute } from "../route.ts";

const outboxItem = z.object({
  phone: z.string(),
  purpose: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

/** Development helpers: loopback callers only, and never registered in production. */
export const dev = {
  smsOutbox: defineRoute({
    method: "GET",
    path: "/api/dev/sms-outbox",
    tag: "dev",
    access: publicRoute({ loopbackOnly: true }),
    query: z.object({ phone: z.string().min(1, { error: "validation.phone_required" }) }),
    response: z.object({ items: z.array(outboxItem) }),
  }),
};
