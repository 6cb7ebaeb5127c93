import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { MessageKey } from "../i18n/catalogue.ts";
import { translate } from "../i18n/catalogue.ts";
import { CODES } from "./errors.ts";

/**
 * Response schema of every /api route: the envelope around `data`. Refusals use the same
 * shape with `key` set and `data` null, which is why `data` is nullable.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    key: z.string().optional(),
    data: data.nullable(),
  });
}

export type Envelope<T> = { code: number; message: string; key?: string; data: T };

/** A success envelope with its message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = "success.get"): Envelope<T> {
  return { code: CODES.ok, message: translate(request.language, key), key, data };
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
