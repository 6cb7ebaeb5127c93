import { z } from "zod";

// SPEC §3 lists xxfData among what is stored beside the session, and §2 names /xxf, which issue 34
// makes the company's message centre. Read so: xxfData is the message centre's read marker — the
// moment up to which the user has read their messages — kept with the user on the server, answered
// with every session and stored by the client beside it, so the centre (and the top bar's unread
// count) counts what arrived after it, on every device the user signs in on (docs/accounts.md).

/** The message centre's read marker: an ISO instant, or null while nothing was read. */
export const xxfDataSchema = z.object({ readAt: z.string().nullable() });
export type XxfData = z.infer<typeof xxfDataSchema>;

/** "Read up to `readAt`": the instant of the newest message the user has seen. */
export const xxfReadSchema = z.object({
  readAt: z.iso.datetime({ offset: true, error: "validation.xxf_read_at_invalid" }),
});
export type XxfRead = z.infer<typeof xxfReadSchema>;

/**
 * Why "read up to `at`" is refused at `now`, or null: nothing can have been read that has not
 * arrived yet, so a moment after now is refused, never taken as now.
 */
export function xxfReadRefusal(at: Date, now: Date): "validation.xxf_read_at_future" | null {
  return at.getTime() > now.getTime() ? "validation.xxf_read_at_future" : null;
}
