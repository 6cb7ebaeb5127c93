import { z } from "zod";

/**
 * Response schema of a route: the envelope around `data`. Refusals use the same shape with `key`
 * set and `data` null, which is why `data` is nullable.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    key: z.string().optional(),
    data: data.nullable(),
  });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
