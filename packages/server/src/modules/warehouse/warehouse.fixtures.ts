import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";
import { createContract, fire } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";

export type MaterialIn = BodyIn<typeof routes.warehouse.createMaterial>;
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
