import type { OrderKind } from "@fenestra/api";
import { shownNumber } from "@fenestra/core/schemas/bounds";
import type { OrderRow } from "../../tenancy/order-access.ts";
import { itemSeries, type SeriesNames } from "./item-series.ts";
import type { OrderItemRow } from "./orders.queries.ts";

export function presentOrder(row: { order: OrderRow; itemCount: number }) {
  const o = row.order;
  return {
    id: o.id,
    orderNo: o.orderNo ?? "",
    kind: o.status as OrderKind,
    contractId: o.contractId,
    customer: o.customer,
    salespersonId: o.salespersonId,
    amount: shownNumber(o.amount),
    area: shownNumber(o.area),
    itemCount: Number(row.itemCount),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export function presentItem(i: OrderItemRow, names?: SeriesNames) {
  return {
    ...(names ? itemSeries(i.seriesId, names) : {}),
    id: i.id,
    orderId: i.orderId,
    design: i.design,
    origin: i.origin as "design" | "template",
    windowNo: i.windowNo,
    count: shownNumber(i.count),
    installPosition: i.installPosition,
    note: i.note,
    seriesId: i.seriesId,
    color: i.color,
    glass: i.glass,
    screen: i.screen,
    profileType: i.profileType,
    hardwareBrand: i.hardwareBrand,
    reinforcement: i.reinforcement,
    wallThickness: shownNumber(i.wallThickness),
    width: shownNumber(i.width),
    height: shownNumber(i.height),
    area: shownNumber(i.area),
    minArea: shownNumber(i.minArea),
    price: shownNumber(i.price),
    amount: shownNumber(i.amount),
    weights: i.weights ?? null,
    hasPicture: i.pictureFile !== null,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    version: i.version,
  };
}

/** A window row of a contract's order: what the contract page lists and links to. */
export function presentItemSummary(i: OrderItemRow, names: SeriesNames) {
  return {
    id: i.id,
    orderId: i.orderId,
    windowNo: i.windowNo,
    width: shownNumber(i.width),
    height: shownNumber(i.height),
    count: shownNumber(i.count),
    area: shownNumber(i.area),
    price: shownNumber(i.price),
    amount: shownNumber(i.amount),
    hasPicture: i.pictureFile !== null,
    ...itemSeries(i.seriesId, names),
  };
}
