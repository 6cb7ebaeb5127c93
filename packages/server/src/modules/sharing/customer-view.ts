// What a customer sees of a contract through a share link or the printer: drawings, sizes,
// counts and the customer's own prices — never costs, the factory (agency) price, the discount or
// the seller's markup. THE presenter of customer-facing prices: every price it shows is a share
// of the contract's retail amount (core/pricing/customer-price.ts).

import type { Language } from "@fenestra/core";
import type { SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { customerUnitFen, proportionalShares } from "@fenestra/core/pricing/customer-price";
import { quoteLineAmount } from "@fenestra/core/pricing/item-price";
import { shownNumber } from "@fenestra/core/schemas/bounds";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, contracts, orderItems, orders, quoteItems } from "../../db/schema/index.ts";
import { windowSvg } from "../exports/window-drawing.ts";
import { windowGeometries } from "../exports/window-geometry.ts";

export type ItemRow = typeof orderItems.$inferSelect;

/** The customer's amount of every window and quote line of some contracts, by id. */
export type CustomerAmounts = { items: Map<number, number>; lines: Map<number, number> };

/**
 * The contracts' retail amounts spread over their windows and quote lines in proportion to what
 * each costs (all of a contract's lines, whichever of them is shown), so they add up exactly.
 */
export async function customerAmounts(db: Db, contractIds: readonly number[]): Promise<CustomerAmounts> {
  const result: CustomerAmounts = { items: new Map(), lines: new Map() };
  const ids = [...new Set(contractIds)];
  if (ids.length === 0) return result;
  const [contractRows, itemRows, lineRows] = await Promise.all([
    db
      .select({ id: contracts.id, amount: contracts.amount })
      .from(contracts)
      .where(inArray(contracts.id, ids)),
    db
      .select({ id: orderItems.id, amount: orderItems.amount, contractId: orders.contractId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.contractId, ids)),
    db.select().from(quoteItems).where(inArray(quoteItems.contractId, ids)),
  ]);
  for (const contract of contractRows) {
    const items = itemRows.filter((i) => i.contractId === contract.id);
    const lines = lineRows.filter((l) => l.contractId === contract.id);
    const shares = proportionalShares(
      [
        ...items.map((i) => i.amount),
        ...lines.map((l) =>
          quoteLineAmount({ priceFen: l.price, count: l.count, discountPercent: l.discountPercent }),
        ),
      ],
      contract.amount,
    );
    items.forEach((item, index) => {
      result.items.set(item.id, shares[index] ?? 0);
    });
    lines.forEach((line, index) => {
      result.lines.set(line.id, shares[items.length + index] ?? 0);
    });
  }
  return result;
}

/** A quote line as the customer sees it: its share of the retail amount, no discount. */
export function customerQuoteLine(line: typeof quoteItems.$inferSelect, amounts: CustomerAmounts) {
  const amount = amounts.lines.get(line.id) ?? 0;
  return {
    id: line.id,
    name: line.name,
    count: line.count,
    length: line.length,
    note: line.note,
    price: customerUnitFen(amount, line.count),
    amount,
  };
}

/**
 * A window as the customer sees it, drawn with its own series' geometry and labelled in the
 * viewer's language (a cell's "clear" tag); one in no contract has no markup: its own price.
 */
export function customerItem(
  i: ItemRow,
  amounts: CustomerAmounts,
  geometry?: SeriesGeometry,
  language?: Language,
) {
  const amount = amounts.items.get(i.id) ?? i.amount;
  let svg = "";
  try {
    svg = windowSvg(i.design, geometry, language);
  } catch {
    svg = "";
  }
  return {
    id: i.id,
    windowNo: i.windowNo,
    installPosition: i.installPosition,
    width: shownNumber(i.width),
    height: shownNumber(i.height),
    count: i.count,
    area: shownNumber(i.area),
    color: i.color,
    glass: i.glass,
    price: amounts.items.has(i.id) ? customerUnitFen(amount, i.count) : i.price,
    amount,
    svg,
  };
}

/** Orders (in id order) with their items as the customer sees them, drawn in `language`. */
export async function customerOrders(db: Db, orderIds: number[], language?: Language) {
  if (orderIds.length === 0) return [];
  const [orderRows, items] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(orders.id),
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id),
  ]);
  const amounts = await customerAmounts(
    db,
    orderRows.flatMap((o) => (o.contractId === null ? [] : [o.contractId])),
  );
  const geometryOf = await windowGeometries(db, items);
  return orderRows.map((o) => {
    const shown = items
      .filter((i) => i.orderId === o.id)
      .map((i) => customerItem(i, amounts, geometryOf(i), language));
    return {
      id: o.id,
      contractId: o.contractId,
      orderNo: o.orderNo ?? "",
      customer: o.customer ?? "",
      amount: shown.reduce((sum, i) => sum + i.amount, 0),
      area: shownNumber(o.area),
      items: shown,
    };
  });
}

/**
 * The contracts of some orders as their customer sees them on a printed page: the number, the
 * quote lines (each its share of the total) and the total — the figures of the contract itself.
 */
export async function customerContracts(db: Db, contractIds: readonly number[]) {
  const ids = [...new Set(contractIds)];
  if (ids.length === 0) return [];
  const [rows, lines, amounts] = await Promise.all([
    db.select().from(contracts).where(inArray(contracts.id, ids)).orderBy(contracts.id),
    db.select().from(quoteItems).where(inArray(quoteItems.contractId, ids)).orderBy(quoteItems.id),
    customerAmounts(db, ids),
  ]);
  return rows.map((c) => ({
    id: c.id,
    contractNo: c.contractNo ?? "",
    customer: c.customer ?? "",
    amount: shownNumber(c.amount),
    quoteItems: lines.filter((l) => l.contractId === c.id).map((l) => customerQuoteLine(l, amounts)),
  }));
}

export async function companyName(db: Db, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}
