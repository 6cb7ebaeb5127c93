import type { Envelope } from "@fenestra/api";
import type { FieldError } from "./api-error.ts";

// The response envelope and its codes are @fenestra/api's (DESIGN.md §2): Envelope, CODES.
export type { Envelope } from "@fenestra/api";

/** HTTP statuses whose body is read as an envelope; any other status rejects. */
export const READABLE_STATUSES: readonly number[] = [200, 304, 400, 409];

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
