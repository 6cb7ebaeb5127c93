// Record ids and page numbers as every route reads them: strictly. A JSON integer, or
// in a path or query string its plain decimal digits — never `true`, " 1", "0x1", "1e0" or "+1" —
// from 1 to the largest value the integer columns hold. Refused with one translation key.
import { z } from "zod";

/** The largest id (and page) the 32-bit integer columns hold. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^[1-9][0-9]{0,9}$/;

/** A whole number from `min` to `max`, given as a JSON integer or as its plain decimal digits. */
export function strictInt(min: number, max: number, key: string) {
  const error = { error: key };
  return z
    .union(
      [z.number(error), z.string(error).regex(min === 0 ? /^(0|[1-9][0-9]{0,9})$/ : DIGITS, error)],
      error,
    )
    .transform(Number)
    .pipe(z.number(error).int(error).min(min, error).max(max, error));
}

/** The id of a record (path, query or body). */
export const idSchema = strictInt(1, MAX_ID, "validation.id_invalid");

/** Page number of a list, from 1. */
export const pageSchema = strictInt(1, MAX_ID, "validation.page_invalid").default(1);

/** Rows per page of a list: 1 to 100 (DESIGN §2: every list pages on the server). */
export const pageSizeSchema = strictInt(1, 100, "validation.page_size_invalid").default(20);
