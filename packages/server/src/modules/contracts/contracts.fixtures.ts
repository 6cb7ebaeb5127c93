import type { Session } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call, nextPhone, STRONG_PASSWORD } from "../../test/helpers/factories.ts";

export type ContractDetail = {
  id: number;
  contractNo: string;
  status: string;
  amount: number;
  baseAmount: number;
  agencyAmount: number | null;
  collected: number;
  balance: number;
  settlePrompt: boolean;
  events: string[];
  sides: string[];
  confirmed: boolean;
  customerConfirm: string;
  orders: { id: number; amount: number; kind: string; items: { id: number; windowNo: string }[] }[];
  quoteItems: { id: number; amount: number }[];
  collections: { amount: number; method: string }[];
};

export async function createContract(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
) {
  const res = await call(app, "POST", "/api/contracts", { token, body: { customer: "Li Wei", ...body } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data as ContractDetail;
}

export async function getContract(app: FastifyInstance, token: string, id: number) {
  const res = await call(app, "GET", `/api/contracts/${id}`, { token });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data as ContractDetail;
}

export async function fire(app: FastifyInstance, token: string, id: number, event: string, reason?: string) {
  return (await call(app, "POST", `/api/contracts/${id}/transitions`, { token, body: { event, reason } }))
    .body;
}

/** A sub-account of `owner` with the given permission keys, signed in. */
export async function subAccount(app: FastifyInstance, owner: string, keys: string[]) {
  const phone = nextPhone();
  const permanents = Object.fromEntries(keys.map((k) => [k, "1"]));
  const made = await call(app, "POST", "/api/sub-accounts", {
    token: owner,
    body: { phone, nickname: "Sub", password: STRONG_PASSWORD, permanents },
  });
  expect(made.body.code, made.body.key).toBe(0);
  const login = await call(app, "POST", "/api/auth/login", { body: { phone, password: STRONG_PASSWORD } });
  return (login.body.data as Session).userinfo.api_token;
}
