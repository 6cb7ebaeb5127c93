// The envelope's codes and shape without zod: the web reads these at start (docs/measurement.md).

/** Envelope codes (DESIGN.md §2, docs/api.md). */
export const CODES = {
  ok: 0,
  /** Codes from this value up are business refusals. */
  business: 2,
  notSignedIn: -998,
  needsPurchase: 10086,
  /** A save against a version the record has moved on from (HTTP 409, docs/api.md "Versions"). */
  stale: 409,
  /** Too many requests from one caller or to one link (HTTP 429, docs/custom-order.md). */
  tooMany: 429,
} as const;

export type FieldIssue = { field: string; message: string };

/** Every /api answer: `data` on success; `key` and `message` name a refusal, `errors` a 400. */
export type Envelope<T = unknown> = {
  code: number;
  message: string;
  key?: string;
  data: T;
  errors?: FieldIssue[];
};
