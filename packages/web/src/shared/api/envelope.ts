import type { FieldError } from "./api-error.ts";

/** The response envelope of DESIGN.md §2. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  key?: string;
  errors?: FieldError[];
}

export const CODE = {
  loginExpired: -998,
  needsPurchase: 10086,
  /** Codes from this value up are business errors. */
  firstBusinessError: 2,
} as const;

/** HTTP statuses whose body is read as an envelope; any other status rejects. */
export const READABLE_STATUSES: readonly number[] = [200, 304, 400];

export const REQUEST_TIMEOUT_MS = 100_000;

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && "code" in value;
}

export function firstFieldError(body: unknown): FieldError | undefined {
  if (typeof body !== "object" || body === null || !("errors" in body)) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = errors[0] as Partial<FieldError>;
  return { field: String(first.field ?? ""), message: String(first.message ?? "") };
}
