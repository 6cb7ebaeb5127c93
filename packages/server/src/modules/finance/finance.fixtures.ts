import { type BodyIn, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { companyIdOf, setCompanyModule } from "../../test/helpers/companies.ts";
import { callRoute, registerAccount, registerPaidAccount } from "../../test/helpers/factories.ts";
import type { TestApp } from "../../test/helpers/test-app.ts";
import { createContract, getContract } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";

/** Buys (value 1) or removes (0) the finance module for the session's company. */
export async function setFinanceModule(t: TestApp, session: Session, value: 0 | 1) {
  const userCompanyId = await companyIdOf(t.database.db, session.userinfo.id);
  await setCompanyModule(t.database.db, userCompanyId, "finance", value);
}

export async function createAccount(
  app: FastifyInstance,
  token: string,
  body: Partial<BodyIn<typeof routes.finance.createAccount>> = {},
) {
  const res = await callRoute(app, routes.finance.createAccount, {
    token,
    body: { type: "wechat", name: "WeChat shop", ...body },
  });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

/** A contract with one priced window (157,800 fen owed). */
export async function contractToPay(app: FastifyInstance, token: string) {
  const contract = await createContract(app, token);
  const order = await createOrder(app, token, { contractId: contract.id });
  await addItem(app, token, order.id);
  return getContract(app, token, contract.id);
}

/**
 * Records a collection on the contract (`body`: amount, method, and the account it lands on if
 * not the default): the route's answer, a refusal included; `extra` sends a key or a language.
 */
export function recordCollection(
  app: FastifyInstance,
  token: string,
  contractId: number,
  body: BodyIn<typeof routes.collections.record>,
  extra: { idempotencyKey?: string; lang?: string } = {},
) {
  return callRoute(app, routes.collections.record, { token, params: { id: contractId }, body, ...extra });
}

export async function accountsOf(app: FastifyInstance, token: string) {
  const res = await callRoute(app, routes.finance.accounts, { token });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

/** A 1 × 1 PNG as a data URL. */
export const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/**
 * A company able to take payments: the finance module bought and a default receipt account
 * (every receipt lands on one). For tests of other rules that record collections.
 */
export async function takesPayments(t: TestApp, session: Session) {
  await setFinanceModule(t, session, 1);
  return createAccount(t.app, session.userinfo.api_token, { type: "bank_card", name: "Main account" });
}

/**
 * A newly registered company able to take payments (see takesPayments); answers its session.
 * `paid`: bought (registerPaidAccount), so it may create sub-accounts, which a trial one may not.
 */
export async function payingCompany(t: TestApp, { paid = false } = {}): Promise<Session> {
  const session = await (paid ? registerPaidAccount : registerAccount)(t.app, t.clock);
  await takesPayments(t, session);
  return session;
}
