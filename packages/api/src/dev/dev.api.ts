import { z } from "zod";
import { publicRoute } from "../access.ts";
import { jobRunQuerySchema, jobRunSchema } from "../account/account.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";

const outboxItem = z.object({
  phone: z.string(),
  purpose: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

const route = moduleRoutes("dev", publicRoute({ loopbackOnly: true }));

/** Development helpers: loopback callers only, and never registered in production. */
export const dev = {
  smsOutbox: route.get("/api/dev/sms-outbox", {
    query: z.object({ phone: z.string().min(1, { error: "validation.phone_required" }) }),
    response: z.object({ items: z.array(outboxItem) }),
  }),
  /** The answer of a picture code (a test reads it as a person reads the picture). */
  pictureCode: route.get("/api/dev/picture-code", {
    query: z.object({ id: z.uuid({ error: "validation.invalid" }) }),
    response: z.object({ answer: z.string().nullable() }),
  }),
};

/**
 * A route that runs a daily job now, as on the day `on` names (dev and tests; never registered in
 * production): it answers how many items the job completed. Each job's module declares its own.
 */
export const jobRunRoute = <const P extends `/api/dev/jobs/${string}`>(path: P) =>
  route.post(path, {
    query: jobRunQuerySchema,
    response: jobRunSchema,
    success: "success.operate",
    hidden: true,
  });
