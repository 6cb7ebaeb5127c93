import { z } from "zod";

/** Single sign-on: the partner site's token (SPEC §7). */
export const ssoSchema = z.object({
  token: z.string({ error: "validation.invalid" }).min(1, { error: "validation.invalid" }),
});
