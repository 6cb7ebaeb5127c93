import { EDITIONS, MODULES, TERMS } from "@fenestra/core/account/entitlements";
import { phoneSchema } from "@fenestra/core/account/fields";
import { MAX_QUANTITY, TOP_UP_AMOUNTS } from "@fenestra/core/account/purchase";
import { WITHDRAW_METHODS, WITHDRAW_STATUSES } from "@fenestra/core/account/rewards";
import { numberBetween } from "@fenestra/core/schemas/bounds";
import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "../paging.ts";

// What crosses the wire for purchases, payments, invitation rewards, withdrawals and the
// operator console. Money is integer fen everywhere.

const editionName = z.enum(Object.keys(EDITIONS) as [keyof typeof EDITIONS], invalid);
const moduleName = z.enum(Object.keys(MODULES) as [keyof typeof MODULES], invalid);

export const purchaseItemSchema = z.discriminatedUnion(
  "kind",
  [
    z
      .object({
        kind: z.literal("edition"),
        edition: editionName,
        term: z.enum(TERMS, invalid),
        quantity: z
          .number({ error: "purchase.quantity_range" })
          .int({ error: "purchase.quantity_range" })
          .min(1, {
            error: "purchase.quantity_range",
          }),
      })
      .refine((item) => item.quantity <= MAX_QUANTITY[item.term], {
        error: "purchase.quantity_range",
        path: ["quantity"],
      }),
    z.object({ kind: z.literal("upgrade"), edition: editionName }),
    z.object({
      kind: z.literal("seats"),
      count: numberBetween("purchase.quantity_range", 1, 50, { whole: true }),
    }),
    z.object({ kind: z.literal("module"), module: moduleName }),
    z.object({
      kind: z.literal("topup"),
      amountFen: z
        .number(invalid)
        .int(invalid)
        .refine((v) => (TOP_UP_AMOUNTS as readonly number[]).includes(v), invalid),
    }),
  ],
  invalid,
);

export const PAY_CHANNELS = ["wechat", "alipay"] as const;

/** The coupon (GET /api/coupon/common's id) to take off the price; absent: none. */
const couponIdSchema = idSchema.optional();

export const quoteBodySchema = z.object({ item: purchaseItemSchema, couponId: couponIdSchema });
export const quoteSchema = z.object({
  amountFen: z.number().int(),
  /** Days of the paid period left (what an upgrade, a seat or a module is prorated over). */
  daysLeft: z.number().int(),
  /** The account's paid expiry after the purchase ("YYYY-MM-DD") or null. */
  expiresOnAfter: z.string().nullable(),
  /** What the coupon took off (`amountFen` is after it); 0 without one. */
  couponFen: z.number().int(),
});

export const createOrderBodySchema = z.object({
  item: purchaseItemSchema,
  channel: z.enum(PAY_CHANNELS, invalid),
  couponId: couponIdSchema,
  /** SPEC §5: the purchase agreement must be read before paying. */
  agreementRead: z.literal(true, { error: "purchase.agreement_unread" }),
});

/**
 * `closed`: no longer payable (unpaid too long, or its price no longer holds after the account
 * changed); `refund_due`: paid for a price that no longer held, so nothing was granted.
 */
export const ORDER_STATUSES = ["unpaid", "paid", "closed", "refund_due"] as const;

export const paymentOrderSchema = z.object({
  id: z.number().int(),
  outTradeNo: z.string(),
  item: purchaseItemSchema,
  /** What is paid: the price less the coupon. */
  amountFen: z.number().int(),
  /** The coupon taken off the price; 0 without one. */
  couponFen: z.number().int(),
  channel: z.string(),
  status: z.enum(ORDER_STATUSES),
  /**
   * The provider's code URL: the content of the QR code the pay dialog shows, scanned with WeChat
   * or Alipay (the sandbox's: its pay page), and a link to open where the app is at hand.
   */
  payUrl: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentOrderParams = z.object({ id: idSchema });
export const purchasePageQuerySchema = pageQuerySchema;
export const orderPageSchema = pageOf(paymentOrderSchema, z.number().int());

/** The account's purchase facts: what the purchase pages show. */
export const accountOverviewSchema = z.object({
  versionType: z.number().int(),
  isTrial: z.number().int(),
  permanent: z.number().int(),
  expiresOn: z.string().nullable(),
  trialExpiresOn: z.string().nullable(),
  seats: z.number().int().nullable(),
  subAccounts: z.number().int(),
  modules: z.record(z.string(), z.number()),
  balanceFen: z.number().int(),
  /** Orders left on trial (SPEC §9: 10), null when not on trial. */
  trialOrdersLeft: z.number().int().nullable(),
  renderTrialOn: z.string().nullable(),
  trialExtendedOn: z.string().nullable(),
});

export const redeemBodySchema = z.object({
  code: z
    .string(invalid)
    .trim()
    .min(1, { error: "purchase.code_required" })
    .max(64, { error: "purchase.code_invalid" }),
});

// Payments: the provider's asynchronous notification (the sandbox's shape; WeChat Pay and
// Alipay post theirs to the same route with their own fields, which the provider verifies).
export const notifyParams = z.object({ channel: z.enum(PAY_CHANNELS, invalid) });
export const notifyBodySchema = z.record(z.string(), z.unknown());

// Invitation
export const invitationSchema = z.object({
  invitationCode: z.string(),
  /** The share link (/Promote?code=…); the page shows it as a QR code too. */
  link: z.string(),
  earnedFen: z.number().int(),
  pendingFen: z.number().int(),
  withdrawnFen: z.number().int(),
  availableFen: z.number().int(),
  invitedCount: z.number().int(),
});
export const invitedSchema = z.object({
  company: z.string(),
  phone: z.string(),
  registeredAt: z.string(),
  purchaseFen: z.number().int().nullable(),
  rewardFen: z.number().int().nullable(),
  availableOn: z.string().nullable(),
  /** The reward counts in the balance (its refund period is over); null without a reward. */
  rewardEarned: z.boolean().nullable(),
});
export const invitedPageSchema = pageOf(invitedSchema, z.number().int());

const required = (key: string) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(100, { error: key });
export const rewardWithdrawBodySchema = z.object({
  method: z.enum(WITHDRAW_METHODS, invalid),
  /** Alipay account or card number. */
  account: required("withdraw.account_required"),
  /** Account name or cardholder. */
  accountName: required("withdraw.name_required"),
  bank: z.string().trim().max(100, invalid).default(""),
  /** fen; a multiple of 10000 (100 yuan). */
  amountFen: z.number({ error: "withdraw.amount_positive" }).int({ error: "withdraw.not_multiple" }),
});
export const withdrawalSchema = z.object({
  id: z.number().int(),
  method: z.enum(WITHDRAW_METHODS),
  account: z.string(),
  accountName: z.string(),
  bank: z.string(),
  amountFen: z.number().int(),
  status: z.enum(WITHDRAW_STATUSES),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export const withdrawalPageSchema = pageOf(withdrawalSchema, z.number().int());

// Operator console
export const operatorWithdrawalSchema = withdrawalSchema.extend({ company: z.string(), phone: z.string() });
export const operatorWithdrawalPageSchema = z.object({
  items: z.array(operatorWithdrawalSchema),
  total: z.number().int(),
});
export const withdrawalStatusQuerySchema = purchasePageQuerySchema.extend({
  status: z.enum(WITHDRAW_STATUSES, invalid).optional(),
});
export const processWithdrawalBodySchema = z.object({ status: z.enum(["transferred", "refused"], invalid) });

export const redemptionCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  item: purchaseItemSchema,
  createdAt: z.string(),
  redeemedBy: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
export const redemptionCodePageSchema = z.object({
  items: z.array(redemptionCodeSchema),
  total: z.number().int(),
});
export const createCodesBodySchema = z.object({
  item: purchaseItemSchema,
  count: z.number(invalid).int(invalid).min(1, invalid).max(100, invalid),
});

export const utilizationQuerySchema = purchasePageQuerySchema.extend({
  phone: z.string().trim().max(20, invalid).optional(),
});
export const utilizationRowSchema = z.object({
  companyId: z.number().int(),
  company: z.string(),
  phone: z.string().nullable(),
  versionType: z.number().int(),
  isTrial: z.number().int(),
  expiresOn: z.string().nullable(),
  seats: z.number().int().nullable(),
  subAccounts: z.number().int(),
  orders: z.number().int(),
  paidFen: z.number().int(),
  registeredAt: z.string(),
});
export const utilizationPageSchema = z.object({
  items: z.array(utilizationRowSchema),
  total: z.number().int(),
});

export const activitySchema = z.object({
  id: z.number().int(),
  note: z.string(),
  endTime: z.string(),
  url: z.string(),
});
export const activityBodySchema = z.object({
  note: z.string(invalid).trim().min(1, { error: "operator.note_required" }).max(200, invalid),
  endTime: z.iso.datetime({ error: "validation.invalid", offset: true }),
  url: z.union([z.literal(""), z.url(invalid).max(500, invalid)]).default(""),
});
export const couponSchema = z.object({
  id: z.number().int(),
  pic: z.string(),
  status: z.number().int(),
  link: z.string(),
  moneyFen: z.number().int(),
});
export const couponBodySchema = z.object({
  pic: z.union([z.literal(""), z.url(invalid).max(500, invalid)]).default(""),
  status: z.union([z.literal(0), z.literal(1)], invalid),
  link: z.union([z.literal(""), z.url(invalid).max(500, invalid)]).default(""),
  moneyFen: z.number(invalid).int(invalid).min(1, invalid).max(100_000_000, invalid),
});
export const operatorIdParams = z.object({ id: idSchema });

/** SPEC §7: GET coupon/common with a phone query — the caller's own phone. */
export const couponCommonQuerySchema = z.object({ phone: phoneSchema });
/**
 * The coupon offered to everyone (SPEC §3 coupon activity: money, pic, status, link): the newest one
 * an operator shows. `status` is this company's: `available`, or `used` once an order it was applied
 * to was paid. `money` is in fen.
 */
export const commonCouponSchema = z
  .object({
    id: z.number().int(),
    money: z.number().int(),
    pic: z.string(),
    link: z.string(),
    status: z.enum(["available", "used"]),
  })
  .nullable();
