import { randomInt, randomUUID } from "node:crypto";
import { PICTURE_CODE_LENGTH } from "@fenestra/core/account/fields";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pictureCodes } from "../../db/schema/index.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { FieldError } from "../../plugins/errors.ts";
import { takeHits, throttleKey } from "./throttle.ts";

// Picture (graphic) codes (SPEC §5): the picture a registration's verification code is asked with.
// The server draws four characters as outlines (svg-captcha turns each glyph into a path: the
// answer is not in the picture's text), keeps the answer 5 minutes for one try, and checks it
// before it sends the code (auth.service requestSmsCode).

/** How long a picture answers, and its characters (no look-alikes: 0/O, 1/I/L). */
export const PICTURE_RULES = { validForMs: 5 * 60_000 } as const;
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

type RenderCaptcha = (text: string, options: Record<string, unknown>) => string;
/** svg-captcha loads its font when first required: on the first picture, not at start-up. */
let render: RenderCaptcha | undefined;
async function renderer(): Promise<RenderCaptcha> {
  if (!render) render = (await import("svg-captcha")).default as unknown as RenderCaptcha;
  return render;
}

/** A new picture: its id and its SVG. Counted against the caller's address. */
export async function newPictureCode(
  deps: Pick<AppDeps, "db" | "clock" | "limits">,
  address: string,
): Promise<{ id: string; svg: string }> {
  const now = deps.clock();
  await takeHits(
    deps.db,
    now,
    [{ key: throttleKey.pictureAddress(address), limit: deps.limits.picturePerAddress }],
    "sms.too_many_requests",
  );
  const answer = Array.from({ length: PICTURE_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    "",
  );
  const svg = (await renderer())(answer, { width: 120, height: 40, fontSize: 44, noise: 2, color: true });
  const id = randomUUID();
  // Pictures nobody answered are cleared as new ones are drawn.
  await deps.db.delete(pictureCodes).where(lt(pictureCodes.expiresAt, now));
  await deps.db
    .insert(pictureCodes)
    .values({ id, answer, expiresAt: new Date(now.getTime() + PICTURE_RULES.validForMs) });
  return { id, svg };
}

/**
 * Takes the one try at picture `id`: the row is deleted whatever was typed (a wrong answer asks for
 * a new picture), and `typed` must be its answer, whatever its letters' case, before it expired.
 * Refused at the field `pictureCode`.
 */
export async function usePictureCode(deps: Pick<AppDeps, "db" | "clock">, id: string, typed: string) {
  const [row] = await deps.db
    .delete(pictureCodes)
    .where(and(eq(pictureCodes.id, id), gt(pictureCodes.expiresAt, deps.clock())))
    .returning();
  if (!row || row.answer !== typed.trim().toUpperCase())
    throw new FieldError("pictureCode", "validation.picture_code_wrong");
}

/** The answer of picture `id` (the development route that stands for the eyes of a test). */
export async function pictureAnswer(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select().from(pictureCodes).where(eq(pictureCodes.id, id));
  return row?.answer ?? null;
}
