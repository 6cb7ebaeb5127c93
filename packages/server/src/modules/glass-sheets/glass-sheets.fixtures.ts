import type { DataOf, GlassSheetsBody, routes } from "@fenestra/api";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { callRoute } from "../../test/helpers/factories.ts";
import type { FileTestApp } from "../../test/helpers/test-app.ts";
import { addItem, createOrder, itemBody } from "../orders/orders.fixtures.ts";

type GlassRoute = typeof routes.glassSheets.plan | typeof routes.glassSheets.confirm;

/**
 * A new order of `count` windows with glass, sent to a glass plan route (plan, or confirm): the
 * order's row, the plan's body and what the route answered.
 */
export async function orderThroughGlass<R extends GlassRoute>(t: FileTestApp, route: R, count: number) {
  const made = await createOrder(t.app, t.token);
  await addItem(t.app, t.token, made.id, itemBody({ count }));
  const body = { orderIds: [made.id] } as GlassSheetsBody;
  const { body: res } = await callRoute(t.app, route as GlassRoute, { token: t.token, body });
  expect(res.code, res.key).toBe(0);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, made.id));
  return { order: order!, body, data: res.data as DataOf<R> };
}
