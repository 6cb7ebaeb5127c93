import { SSO_TOKEN_MAX } from "@fenestra/core/account/sso";
import { z } from "zod";

/** Single sign-on: the partner site's token (SPEC §7), at most SSO_TOKEN_MAX characters. */
export const ssoSchema = z.object({
  token: z
    .string({ error: "validation.invalid" })
    .min(1, { error: "validation.invalid" })
    .max(SSO_TOKEN_MAX, { error: "validation.sso_token_length" }),
});
