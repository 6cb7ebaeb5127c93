import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, instantColumn, partOfColumn } from "./columns.ts";
import { companies } from "./companies.ts";
import { tenantColumns, userColumn } from "./tenant-columns.ts";

// Purchases, payments, invitation rewards, withdrawals and the operator's catalogue (redemption
// codes, activities, coupons). An account's edition, expiry, modules and seats change only when
// one of these orders is paid (purchase.grant.ts).

/** One purchase: what it buys, its price, the payment channel and whether it was paid. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: idColumn(),
    /** Our order number, sent to the payment provider (out_trade_no). */
    outTradeNo: text("out_trade_no").notNull().unique(),
    // A payment is a record the seller keeps by law: an account deletion that removes the
    // company leaves its orders, no longer linked to it (null).
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    userId: userColumn("user_id"),
    item: jsonb("item").$type<PurchaseItem>().notNull(),
    amountFen: integer("amount_fen").notNull(),
    /** wechat | alipay | redeem */
    channel: text("channel").notNull(),
    /** unpaid | paid | closed | refund_due (paid for a price that no longer held: not granted) */
    status: text("status").notNull().default("unpaid"),
    /** The provider's transaction number once paid. */
    providerTradeNo: text("provider_trade_no"),
    /** Where the payer pays (the provider's QR content or pay page). */
    payUrl: text("pay_url"),
    /** The coupon taken off the price (SPEC §3 coupon activity), or null; `amountFen` is after it. */
    couponId: integer("coupon_id"),
    couponFen: integer("coupon_fen").notNull().default(0),
    createdAt: createdAtColumn(),
    paidAt: instantColumn("paid_at"),
  },
  (t) => [
    index("payment_orders_company_idx").on(t.companyId, t.createdAt),
    index("payment_orders_status_idx").on(t.status, t.createdAt),
  ],
);

/** 15 % of an invitee's first paid purchase for its inviter (one row per invitee at most). */
export const invitationRewards = pgTable(
  "invitation_rewards",
  {
    id: idColumn(),
    inviterCompanyId: partOfColumn("inviter_company_id", () => companies.id),
    // The reward is the inviter's money: an invitee who deletes its account takes its company and
    // orders with it, never the inviter's reward (its figures are kept here).
    inviteeCompanyId: integer("invitee_company_id").references(() => companies.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => paymentOrders.id, { onDelete: "set null" }),
    purchaseFen: integer("purchase_fen").notNull(),
    amountFen: integer("amount_fen").notNull(),
    /** The day the purchase can no longer be refunded: from then on the reward can be withdrawn. */
    availableOn: date("available_on").notNull(),
    /** The day the daily reward job recorded it as earned (its refund period over); null before. */
    settledOn: date("settled_on"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("invitation_rewards_invitee_idx").on(t.inviteeCompanyId),
    index("invitation_rewards_inviter_idx").on(t.inviterCompanyId),
  ],
);

/** A cash-out of invitation rewards to Alipay or a bank card. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    ...tenantColumns(),
    userId: userColumn("user_id"),
    /** alipay | bank */
    method: text("method").notNull(),
    /** Alipay account or card number. */
    account: text("account").notNull(),
    /** Account name or cardholder. */
    accountName: text("account_name").notNull(),
    bank: text("bank").notNull().default(""),
    amountFen: integer("amount_fen").notNull(),
    /** in_process | transferred | refused */
    status: text("status").notNull().default("in_process"),
    createdAt: createdAtColumn(),
    processedAt: instantColumn("processed_at"),
    processedBy: userColumn("processed_by"),
  },
  (t) => [
    index("withdrawals_company_idx").on(t.companyId, t.createdAt),
    index("withdrawals_status_idx").on(t.status),
  ],
);

/** A code an operator issues that grants one purchase without payment. */
export const redemptionCodes = pgTable("redemption_codes", {
  id: idColumn(),
  code: text("code").notNull().unique(),
  item: jsonb("item").$type<PurchaseItem>().notNull(),
  createdBy: userColumn("created_by"),
  createdAt: createdAtColumn(),
  redeemedBy: integer("redeemed_company_id").references(() => companies.id, { onDelete: "set null" }),
  redeemedAt: instantColumn("redeemed_at"),
});

/** The activity bar's note, end time and link (SPEC §3 activity). */
export const activities = pgTable("activities", {
  id: idColumn(),
  note: text("note").notNull(),
  endTime: instantColumn("end_time").notNull(),
  url: text("url").notNull().default(""),
  createdAt: createdAtColumn(),
});

/** A coupon activity (SPEC §3: pic, status, link, money). */
export const coupons = pgTable("coupons", {
  id: idColumn(),
  pic: text("pic").notNull().default(""),
  /** 1 shown, 0 hidden. */
  status: integer("status").notNull().default(1),
  link: text("link").notNull().default(""),
  moneyFen: integer("money_fen").notNull(),
  createdAt: createdAtColumn(),
});

/**
 * Which order of a company holds a coupon (one row per coupon and company: a coupon is used once).
 * The holder is the order the coupon was last applied to: once it is paid the coupon is used; while
 * it is unpaid a new order with the coupon takes it over (the old one is closed); a closed or
 * refund-due holder gives it up to the next order. An order paid without holding its coupon is not
 * granted (refund_due), so a coupon discounts one granted purchase at most.
 */
export const couponUses = pgTable(
  "coupon_uses",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    companyId: partOfColumn("company_id", () => companies.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.companyId] })],
);
