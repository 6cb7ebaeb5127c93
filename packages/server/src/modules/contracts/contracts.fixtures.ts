import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute, subAccountSession } from "../../test/helpers/factories.ts";

export type ContractDetail = DataOf<typeof routes.contracts.detail>;

export async function createContract(
  app: FastifyInstance,
  token: string,
  body: BodyIn<typeof routes.contracts.create> = {},
) {
  const res = await callRoute(app, routes.contracts.create, { token, body: { customer: "Li Wei", ...body } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

export async function getContract(app: FastifyInstance, token: string, id: number) {
  const res = await callRoute(app, routes.contracts.detail, { token, params: { id } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

export async function fire(app: FastifyInstance, token: string, id: number, event: string, reason?: string) {
  const body = { event, reason } as BodyIn<typeof routes.contracts.transition>;
  return (await callRoute(app, routes.contracts.transition, { token, params: { id }, body })).body;
}

/** A sub-account of `owner` with the given permission keys, signed in. */
export async function subAccount(app: FastifyInstance, owner: string, keys: string[]) {
  const permanents = Object.fromEntries(keys.map((k) => [k, "1"]));
  return (await subAccountSession(app, owner, permanents)).userinfo.api_token;
}
