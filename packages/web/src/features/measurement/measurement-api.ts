import { type BodyIn, type DataOf, type OpeningDto, routes } from "@fenestra/api";
import {
  OPENING_FIELDS,
  type Opening,
  type OpeningChange,
  type OpeningField,
} from "@fenestra/core/measurement/index";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";

// The measurement endpoints (issue 31): orders, their openings as changes, transitions, convert.

export type MeasureOrder = DataOf<typeof routes.measurement.create>;
export type MeasureDetail = DataOf<typeof routes.measurement.detail>;
export type MeasureOrderBody = BodyIn<typeof routes.measurement.create>;

export const DETAIL_PATH = "/measure-management-detail";
export const detailPath = (id: number) => `${DETAIL_PATH}?id=${id}`;

export const measurementApi = {
  /** A repeat with the same key (a double tap, a retry) makes one order. */
  create: (body: MeasureOrderBody, idempotencyKey: string) =>
    api.call(routes.measurement.create, { body, idempotencyKey }),
  sync: (id: number, changes: OpeningChange[]) =>
    api.call(routes.measurement.sync, { params: { id }, body: { changes } }),
  /** Each press its own key: the sync resends a press whose answer was lost with it (applied once). */
  transition: (id: number, event: "complete" | "reopen" | "cancel", idempotencyKey: string) =>
    api.call(routes.measurement.transition, { params: { id }, body: { event }, idempotencyKey }),
  update: (id: number, body: BodyIn<typeof routes.measurement.update>, idempotencyKey: string) =>
    api.call(routes.measurement.update, { params: { id }, body, idempotencyKey }),
  convert: (id: number) => api.call(routes.measurement.convert, { params: { id } }),
};

/** The fields of an opening as the server answered them (the sizes it computed left out). */
export function openingOf(dto: OpeningDto): Opening {
  return Object.fromEntries(OPENING_FIELDS.map((f) => [f, dto[f]])) as Opening;
}

/**
 * The changes that turn `before` into `after`: one per field that differs, each with its own id
 * (so a resend applies once) and the instant it was made here (the later edit wins on the server).
 */
export function changesBetween(
  openingId: string,
  before: Opening,
  after: Opening,
  now = new Date(),
): OpeningChange[] {
  const at = now.toISOString();
  return OPENING_FIELDS.filter((f: OpeningField) => before[f] !== after[f]).map((field) => ({
    id: newRequestKey(),
    openingId,
    field,
    value: after[field],
    at,
  }));
}
