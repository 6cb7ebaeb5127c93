import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";
import { createContract, fire } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";

export type MaterialIn = BodyIn<typeof routes.warehouse.createMaterial>;
type LeftoverSettings = Omit<BodyIn<typeof routes.warehouse.saveSettings>, "version" | "overwrite">;
export type Operation = DataOf<typeof routes.warehouse.record>;

let counter = 0;
/** A request id no other call of this process used. */
export const rid = (what = "op") => `${what}-${process.pid}-${++counter}`;

export async function makeMaterial(app: FastifyInstance, token: string, body: Partial<MaterialIn> = {}) {
  const res = await callRoute(app, routes.warehouse.createMaterial, {
    token,
    body: {
      category: "profile",
      code: `P${++counter}`,
      colors: ["white"],
      rawLength: 6000,
      costFen: 5000,
      ...body,
    },
  });
  expect(res.body.code, `${res.body.key} ${JSON.stringify(res.body.errors)}`).toBe(0);
  return res.body.data;
}

/** The company's leftover settings and default stock length (mm), over whatever it had. */
export async function saveLeftoverSettings(app: FastifyInstance, token: string, settings: LeftoverSettings) {
  const res = await callRoute(app, routes.warehouse.saveSettings, {
    token,
    body: { ...settings, overwrite: true },
  });
  expect(res.body.code, `${res.body.key} ${JSON.stringify(res.body.errors)}`).toBe(0);
  return res.body.data;
}

/** A material counted by the piece (glass, hardware…): no colours, no bar length. */
export const pieceMaterial = (
  app: FastifyInstance,
  token: string,
  category: Exclude<MaterialIn["category"], "profile">,
  body: Partial<MaterialIn> = {},
) => makeMaterial(app, token, { category, colors: [], rawLength: 0, ...body });

/** The profile material of `code` (made when the company has none) carrying `color`. */
export async function profileMaterial(app: FastifyInstance, token: string, code: string, color: string) {
  const found = await callRoute(app, routes.warehouse.materials, {
    token,
    query: { category: "profile", q: code },
  });
  const m =
    found.body.data.items.find((x) => x.code === code) ??
    (await makeMaterial(app, token, { code, colors: [color] }));
  if (m.colors.includes(color)) return m;
  const res = await callRoute(app, routes.warehouse.updateMaterial, {
    token,
    params: { id: m.id },
    body: { ...m, colors: [...m.colors, color] },
  });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

export async function record(
  app: FastifyInstance,
  token: string,
  body: Omit<BodyIn<typeof routes.warehouse.record>, "requestId"> & { requestId?: string },
  lang?: string,
) {
  return callRoute(app, routes.warehouse.record, {
    token,
    body: { requestId: rid(), ...body },
    ...(lang ? { lang } : {}),
  });
}

export async function stockOf(app: FastifyInstance, token: string, code: string) {
  const res = await callRoute(app, routes.warehouse.stock, { token, query: { code, pageSize: 100 } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data.items.filter((r) => r.code === code);
}

/** A contract with one order of `windows` casement windows, signed and arranged into production. */
export async function productionContract(app: FastifyInstance, token: string, windows = 1) {
  const contract = await createContract(app, token);
  const order = await createOrder(app, token, { contractId: contract.id });
  await addItem(app, token, order.id, itemBody({ count: windows }));
  expect((await fire(app, token, contract.id, "sign")).key).toBe("success.operate");
  const arranged = await fire(app, token, contract.id, "arrange");
  expect(arranged.code, arranged.key).toBe(0);
  return { contract, order };
}

/** Saves the company's leftover settings: offcuts kept from 300 mm up to `max` in steps of 100, bars of 6000. */
export async function keepLeftoversUpTo(app: FastifyInstance, token: string, max: number) {
  const saved = await callRoute(app, routes.warehouse.saveSettings, {
    token,
    body: {
      leftoverMin: 300,
      leftoverMax: max,
      leftoverStep: 100,
      defaultStockLength: 6000,
      overwrite: true,
    },
  });
  expect(saved.body.code, saved.body.key).toBe(0);
}

/** The optimizer settings the warehouse tests cut on: 6000 mm bars, kerf 4, leftovers from 300 mm. */
export const barSettings = (useLeftovers: boolean) =>
  ({ barLengths: "6000", kerf: 4, minLeftover: 300, useLeftovers }) as const;

/** Optimizes the orders on `settings` and answers the plan (checked to have succeeded). */
export async function optimized(
  app: FastifyInstance,
  token: string,
  orderIds: number[],
  settings: ReturnType<typeof barSettings>,
) {
  const plan = await callRoute(app, routes.cutting.optimize, { token, body: { orderIds, settings } });
  expect(plan.body.code, plan.body.key).toBe(0);
  return plan.body.data;
}

/** Optimizes the orders and confirms the plan, its leftovers kept at `position`. */
export async function confirmedPlan(
  app: FastifyInstance,
  token: string,
  orderIds: number[],
  { useLeftovers = false, position = "Rack P" }: { useLeftovers?: boolean; position?: string } = {},
) {
  const settings = barSettings(useLeftovers);
  const plan = await optimized(app, token, orderIds, settings);
  const confirmed = await callRoute(app, routes.cutting.confirm, {
    token,
    body: { orderIds, settings, plans: plan.groups, position },
  });
  expect(confirmed.body.code, confirmed.body.key).toBe(0);
  return { settings, plan, confirmed: confirmed.body.data };
}
