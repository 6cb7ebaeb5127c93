import { readFileSync } from "node:fs";
import type { Design } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "../../test/helpers/factories.ts";

/** The shared 1500 × 1400 casement example of docs/examples. */
export const casementDesign = JSON.parse(
  readFileSync(
    new URL("../../../../../docs/examples/casement-1500x1400.design.json", import.meta.url),
    "utf8",
  ),
) as Design;

export type OrderDto = {
  id: number;
  orderNo: string;
  kind: string;
  amount: number;
  area: number;
  contractId: number | null;
};
export type ItemDto = {
  id: number;
  design: Design;
  price: number;
  amount: number;
  area: number;
  count: number;
};

/**
 * The casement example priced by the default series' quote tab (alu-tb60-casement), which the demo
 * company and every newly registered factory (its starter series) have:
 * 2.1 m² × 680.00 yuan + one opening sash × 150.00 yuan = 1,578.00 yuan per window.
 */
export const CASEMENT_PRICE = 157_800;

export function itemBody(overrides: Record<string, unknown> = {}) {
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
  };
}

export async function createOrder(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  const { body: res } = await call(app, "POST", "/api/orders", { token, body: { kind: "intent", ...body } });
  expect(res.code, res.key).toBe(0);
  return res.data as OrderDto;
}

export async function addItem(app: FastifyInstance, token: string, orderId: number, body = itemBody()) {
  const { body: res } = await call(app, "POST", `/api/orders/${orderId}/items`, { token, body });
  expect(res.code, `${res.key} ${JSON.stringify(res.errors)}`).toBe(0);
  return res.data as ItemDto;
}
