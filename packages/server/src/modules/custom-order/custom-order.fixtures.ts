import { randomUUID } from "node:crypto";
import { type BodyIn, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute, nextPhone } from "../../test/helpers/factories.ts";

export const CASEMENT = {
  key: "builtin:casement-2",
  minWidth: 600,
  maxWidth: 2400,
  minHeight: 800,
  maxHeight: 2000,
} as const;

type SubmitBody = BodyIn<typeof routes.customOrder.submit>;

/** Saves the company's link (showing the casement unless told) and answers it. */
export async function saveLink(
  app: FastifyInstance,
  token: string,
  settings: Partial<BodyIn<typeof routes.customOrder.save>> = {},
) {
  const saved = await callRoute(app, routes.customOrder.save, {
    token,
    body: { enabled: true, showPrice: true, templates: [CASEMENT], ...settings },
  });
  expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
  return saved.body.data as NonNullable<typeof saved.body.data>;
}

/** A customer's order of one casement 1200 × 1400, from a new phone, with a new key. */
export function customerOrder(overrides: Partial<SubmitBody> = {}): SubmitBody {
  return {
    windows: [{ templateKey: CASEMENT.key, width: 1200, height: 1400, colour: "", count: 2 }],
    name: "Mai Linh",
    phone: nextPhone(),
    note: "",
    submissionKey: randomUUID(),
    ...overrides,
  };
}

export const submit = (
  app: FastifyInstance,
  linkToken: string,
  body: SubmitBody,
  caller: { lang?: string; remoteAddress?: string } = {},
) => callRoute(app, routes.customOrder.submit, { params: { token: linkToken }, body, ...caller });
