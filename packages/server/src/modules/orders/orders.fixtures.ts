import { readFileSync } from "node:fs";
import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { Design } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";

/** The shared 1500 × 1400 casement example of docs/examples. */
export const casementDesign = JSON.parse(
  readFileSync(
    new URL("../../../../../docs/examples/casement-1500x1400.design.json", import.meta.url),
    "utf8",
  ),
) as Design;

export type OrderDto = DataOf<typeof routes.orders.create>;
export type ItemDto = DataOf<typeof routes.orders.addItem>;
type ItemBody = BodyIn<typeof routes.orders.addItem>;

/**
 * The casement example priced by the default series' quote tab (alu-tb60-casement), which the demo
 * company and every newly registered factory (its starter series) have:
 * 2.1 m² × 680.00 yuan + one opening sash × 150.00 yuan = 1,578.00 yuan per window.
 */
export const CASEMENT_PRICE = 157_800;

/** A valid item body; tests of refusals override fields with what the schema must refuse. */
export function itemBody(overrides: Record<string, unknown> = {}): ItemBody {
  return {
    design: casementDesign,
    windowNo: "C1",
    count: 2,
    installPosition: "Living room",
    note: "",
    seriesId: null,
    color: "white",
    glass: "5+12A+5",
    width: 1500,
    height: 1400,
    minArea: 1,
    origin: "design",
    ...overrides,
  } as ItemBody;
}

export async function createOrder(
  app: FastifyInstance,
  token: string,
  body: BodyIn<typeof routes.orders.create> = {},
) {
  const { body: res } = await callRoute(app, routes.orders.create, {
    token,
    body: { kind: "intent", ...body },
  });
  expect(res.code, res.key).toBe(0);
  return res.data;
}

export async function addItem(app: FastifyInstance, token: string, orderId: number, body = itemBody()) {
  const { body: res } = await callRoute(app, routes.orders.addItem, { token, params: { id: orderId }, body });
  expect(res.code, `${res.key} ${JSON.stringify(res.errors)}`).toBe(0);
  return res.data;
}
