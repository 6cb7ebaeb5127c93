import { type DataOf, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import type { WorkshopLink } from "@fenestra/core/workshop/index";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute, nextPhone, STRONG_PASSWORD } from "../../test/helpers/factories.ts";
import { createContract, fire } from "../contracts/contracts.fixtures.ts";
import { addItem, createOrder } from "../orders/orders.fixtures.ts";

export type Progress = DataOf<typeof routes.workshop.progress>;

/** Three links for `owner`'s factory: cutting (1 day), frame assembly (2), sash assembly (1). */
export async function saveThreeLinks(app: FastifyInstance, owner: string) {
  const saved = await callRoute(app, routes.workshop.saveLinks, {
    token: owner,
    body: {
      links: [
        { link: "cutting", expectedDays: 1 },
        { link: "frame_assembly", expectedDays: 2 },
        { link: "sash_assembly", expectedDays: 1 },
      ],
      overwrite: true,
    },
  });
  expect(saved.body.code, saved.body.key).toBe(0);
}

/** A workshop staff member (son_account_type 4) of `owner`'s company bound to `links`, signed in. */
export async function workshopWorker(
  app: FastifyInstance,
  owner: string,
  links: WorkshopLink[],
  keys: string[] = [],
) {
  const phone = nextPhone();
  const permanents = Object.fromEntries(keys.map((k) => [k, "1"]));
  const made = await callRoute(app, routes.subAccounts.create, {
    token: owner,
    body: {
      phone,
      nickname: `Worker ${phone.slice(-4)}`,
      password: STRONG_PASSWORD,
      permanents,
      son_account_type: 4,
    },
  });
  expect(made.body.code, made.body.key).toBe(0);
  const login = await callRoute(app, routes.auth.login, { body: { phone, password: STRONG_PASSWORD } });
  const session = login.body.data as Session;
  const bound = await callRoute(app, routes.workshop.bindStaff, {
    token: owner,
    params: { userId: session.userinfo.id },
    body: { links },
  });
  expect(bound.body.code, bound.body.key).toBe(0);
  return { token: session.userinfo.api_token, userId: session.userinfo.id, phone };
}

/**
 * A signed contract of two casements (one order item, count 2), arranged: two production units.
 * Sold by `owner`; signed and arranged by `arranger` (a sub-account seller may hold neither key);
 * `fields` of the contract as created (its number, its customer).
 */
export async function arrangedContract(
  app: FastifyInstance,
  owner: string,
  arranger = owner,
  fields: Parameters<typeof createContract>[2] = {},
) {
  const contract = await createContract(app, owner, fields);
  const order = await createOrder(app, owner, { contractId: contract.id });
  await addItem(app, owner, order.id);
  expect((await fire(app, arranger, contract.id, "sign")).code).toBe(0);
  const res = await callRoute(app, routes.workshop.action, {
    token: arranger,
    params: { id: contract.id },
    body: { event: "arrange" },
  });
  expect(res.body.code, res.body.key).toBe(0);
  return contract;
}

export async function progressOf(app: FastifyInstance, token: string, id: number) {
  const res = await callRoute(app, routes.workshop.progress, { token, params: { id } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

export async function scan(
  app: FastifyInstance,
  token: string,
  body: { code: string; contractId: number; scanId?: string },
  lang = "en-US",
) {
  const scanId = body.scanId ?? crypto.randomUUID();
  return callRoute(app, routes.workshop.scan, {
    token,
    body: { scanId, code: body.code, contractId: body.contractId },
    idempotencyKey: scanId,
    lang,
  });
}
