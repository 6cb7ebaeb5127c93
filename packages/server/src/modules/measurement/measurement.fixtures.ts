import { randomUUID } from "node:crypto";
import { type BodyIn, routes } from "@fenestra/api";
import type { OpeningChange } from "@fenestra/core/measurement/index";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute, nextPhone } from "../../test/helpers/factories.ts";

/** A CRM customer of the caller's company. */
export async function addCustomer(app: FastifyInstance, token: string, name = "Zhao Lei") {
  const res = await callRoute(app, routes.crm.create, { token, body: { name, phone: nextPhone() } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

export async function orderVisit(
  app: FastifyInstance,
  token: string,
  body: BodyIn<typeof routes.measurement.create>,
) {
  const res = await callRoute(app, routes.measurement.create, { token, body });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

/** Changes recording one whole opening (each its own id), made at `at`. */
export function openingChanges(
  openingId: string,
  values: Partial<Record<OpeningChange["field"], OpeningChange["value"]>>,
  at = "2026-11-30T09:00:00Z",
): OpeningChange[] {
  return Object.entries(values).map(([field, value]) => ({
    id: randomUUID(),
    openingId,
    field: field as OpeningChange["field"],
    value: value ?? null,
    at,
  }));
}

export const SIX_POINTS = {
  width1: 1500,
  width2: 1496,
  width3: 1502,
  height1: 1200,
  height2: 1204,
  height3: 1199,
} as const;

export function syncChanges(
  app: FastifyInstance,
  token: string,
  id: number,
  changes: OpeningChange[],
  lang = "en-US",
) {
  return callRoute(app, routes.measurement.sync, { token, params: { id }, body: { changes }, lang });
}
