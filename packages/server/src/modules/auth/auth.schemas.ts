import { sessionSchema } from "@fenestra/core";
import { z } from "zod";
import { envelopeOf } from "../../plugins/envelope.ts";

export const sessionEnvelope = envelopeOf(sessionSchema);
export const emptyEnvelope = envelopeOf(z.null());
export const ssoSchema = z.object({
  token: z.string({ error: "validation.invalid" }).min(1, { error: "validation.invalid" }),
});
