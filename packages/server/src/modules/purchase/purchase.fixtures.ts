import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";
import type { Sandbox } from "./sandbox-provider.ts";

type Channel = "wechat" | "alipay";

/** Orders `item` as `buyer` (the agreement read), with the coupon `couponId` if given, not yet paid; answers the order. */
export async function placeOrder(
  app: FastifyInstance,
  buyer: Session,
  item: PurchaseItem,
  channel: Channel = "alipay",
  couponId?: number,
) {
  const { body } = await callRoute(app, routes.purchase.createOrder, {
    token: buyer.userinfo.api_token,
    body: { item, channel, agreementRead: true, couponId },
    idempotencyKey: `buy-${Math.random()}`,
  });
  expect(body.code, body.key).toBe(0);
  return body.data as NonNullable<typeof body.data>;
}

/** Orders `item` as `buyer` and pays it at the sandbox provider; answers the order. */
export async function buyPaid(
  app: FastifyInstance,
  sandbox: Sandbox,
  buyer: Session,
  item: PurchaseItem,
  channel: Channel = "alipay",
) {
  const order = await placeOrder(app, buyer, item, channel);
  await sandbox.pay(channel, order.outTradeNo);
  return order;
}
