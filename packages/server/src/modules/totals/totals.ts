import { contractPrice } from "@fenestra/core/pricing/contract-price";
import { MAX_AMOUNT_FEN } from "@fenestra/core/pricing/item-price";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts, orderItems, orders, quoteItems } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import type { VisibleContract } from "../../tenancy/contract-access.ts";
import type { VisibleOrder } from "../../tenancy/order-access.ts";

// The totals of an order (its items) and of a contract (its orders and quote lines), kept on
// their rows after every change under them. Money in integer fen, area in m².

/** Refuses (rolling the caller's transaction back) a total the integer columns cannot hold. */
function mustFit(amountFen: number) {
  if (amountFen > MAX_AMOUNT_FEN) throw new AppError("pricing.amount_too_large");
  return amountFen;
}

/** Recomputes an order's amount (fen) and area (m²) from its items. */
export async function recomputeOrder(db: Db, order: VisibleOrder) {
  const { companyId, id: orderId } = order;
  const [sums] = await db
    .select({
      amount: sql<string>`coalesce(sum(${orderItems.amount}), 0)`,
      area: sql<string>`coalesce(sum(${orderItems.area} * ${orderItems.count}), 0)`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.companyId, companyId), eq(orderItems.orderId, orderId)));
  await db
    .update(orders)
    .set({ amount: mustFit(Number(sums?.amount ?? 0)), area: Number(sums?.area ?? 0), updatedAt: new Date() })
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
}

/** The pieces of a contract's price: base (sum of its orders), quote lines, area. */
export async function contractPriceParts(db: Db, contract: VisibleContract) {
  const contractId = contract.id;
  const [base] = await db
    .select({
      amount: sql<string>`coalesce(sum(${orders.amount}), 0)`,
      area: sql<string>`coalesce(sum(${orders.area}), 0)`,
    })
    .from(orders)
    .where(eq(orders.contractId, contractId));
  const lines = await db
    .select({
      priceFen: quoteItems.price,
      count: quoteItems.count,
      discountPercent: quoteItems.discountPercent,
    })
    .from(quoteItems)
    .where(eq(quoteItems.contractId, contractId));
  return { baseFen: Number(base?.amount ?? 0), area: Number(base?.area ?? 0), lines };
}

/**
 * Recomputes a contract's amount: the base price is the sum of its orders (not editable),
 * plus its quote items, with the contract discount, raised by the seller's markup (SPEC §3).
 * A change after the customer confirmed asks the customer to reconfirm.
 */
export async function recomputeContract(db: Db, visible: VisibleContract) {
  const contractId = visible.id;
  const [contract] = await db
    .select({
      discount: contracts.discountPercent,
      markup: contracts.markupPercent,
      amount: contracts.amount,
      customerConfirm: contracts.customerConfirm,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) return;
  const parts = await contractPriceParts(db, visible);
  const { retailFen } = contractPrice(parts.baseFen, parts.lines, contract.discount, contract.markup);
  const changed = retailFen !== contract.amount && contract.customerConfirm === "confirmed";
  await db
    .update(contracts)
    .set({
      amount: mustFit(retailFen),
      area: parts.area,
      updatedAt: new Date(),
      ...(changed ? { customerConfirm: "changed" } : {}),
    })
    .where(eq(contracts.id, contractId));
}
