import { idSchema } from "@fenestra/core/schemas/ids";
import { invalid } from "@fenestra/core/validation/keyed";
import {
  contractPartySchema,
  discountPercentSchema,
  markupPercentSchema,
  requireContractCustomer,
} from "@fenestra/core/workflows/contract-fields";
import { CONTRACT_EVENTS, CONTRACT_STATES } from "@fenestra/core/workflows/contract-machine";
import { z } from "zod";
import { orderItemSummarySchema, orderSchema } from "../orders/orders.schemas.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { versioned, versionSchema } from "../versioning.ts";

export const CONTRACT_TYPES = ["webcc", "sunnyhouse"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** Whether the customer confirmed the shared quote, and whether it changed since. */
export const CUSTOMER_CONFIRM_STATES = ["none", "confirmed", "changed"] as const;
export type CustomerConfirm = (typeof CUSTOMER_CONFIRM_STATES)[number];

/** Customer, phone, address and number follow core's documented bounds (contract-fields). */
const contractFieldsSchema = contractPartySchema.extend({
  type: z.enum(CONTRACT_TYPES, invalid).default("webcc"),
  orderDate: z.iso.date(invalid).optional(),
  /** A dealer names the linked factory it submits the contract to. */
  factoryCompanyId: idSchema.nullable().optional(),
  /** The customer record (CRM) the contract is for: its name, phone and address fill the contract's. */
  customerId: idSchema.nullable().optional(),
  /**
   * Without `customerId`: add the customer typed on the contract (name, phone — required there —
   * and address) to the CRM and link the contract to it (the crm module and, for a sub-account,
   * "edit customer"; a phone a customer already has is "customer exists" at the phone field:
   * link that customer instead, GET /api/customers/match finds it).
   */
  addCustomer: z.boolean(invalid).optional(),
});

/**
 * A new contract names its customer, typed or by a customer record (core requireContractCustomer).
 * `orderId`: one of the caller's orders in no contract yet (a window drawn on the drawing page),
 * put into the new contract in the same transaction.
 */
export const contractCreateSchema = contractFieldsSchema
  .extend({ orderId: idSchema.optional() })
  .superRefine(requireContractCustomer);
export type ContractCreate = z.infer<typeof contractCreateSchema>;

export const contractUpdateSchema = versioned(
  contractFieldsSchema.partial().extend({
    discountPercent: discountPercentSchema.optional(),
    markupPercent: markupPercentSchema.optional(),
  }),
);
export type ContractUpdate = z.infer<typeof contractUpdateSchema>;

export const contractListQuerySchema = pageQuerySchema.extend({
  status: z.enum(CONTRACT_STATES, invalid).optional(),
  customer: z.string().max(100).optional(),
  salesperson: idSchema.optional(),
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
  q: z.string().max(100).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

export const transitionSchema = z.object({
  event: z.enum(CONTRACT_EVENTS, invalid),
  reason: z.string().max(200).optional(),
});

export const attachOrderSchema = z.object({ orderId: idSchema });
export const contractParams = z.object({ id: idSchema });

export const contractSchema = z.object({
  id: z.number(),
  contractNo: z.string(),
  customer: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The customer record the contract links to; null for a contract with its own name and phone only. */
  customerId: z.number().nullable(),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATES),
  amount: z.number(),
  area: z.number(),
  discountPercent: z.number(),
  markupPercent: z.number(),
  orderDate: z.string().nullable(),
  salespersonId: z.number().nullable(),
  confirmed: z.boolean(),
  customerConfirm: z.enum(CUSTOMER_CONFIRM_STATES),
  ownerCompanyId: z.number(),
  factoryCompanyId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});

export const quoteItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  count: z.number(),
  length: z.number(),
  discountPercent: z.number(),
  note: z.string(),
  amount: z.number(),
  version: versionSchema,
});

export const collectionSchema = z.object({
  id: z.number(),
  amount: z.number(),
  method: z.string(),
  note: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
});

export const contractDetailSchema = contractSchema.extend({
  sides: z.array(z.enum(["owner", "factory"])),
  events: z.array(z.enum(CONTRACT_EVENTS)),
  /** Sum of the orders' amounts (fen): the base price, not editable. */
  baseAmount: z.number(),
  /** The agency (factory) price; null without "show agency money". */
  agencyAmount: z.number().nullable(),
  /**
   * How the total is made (core's contractBreakdown), fen: base + extras = subtotal; the
   * contract discount changes it by `discount` (≤ 0), the markup adds `markup` (null without
   * "show agency money", like the agency price it would reveal) to make `amount`.
   */
  priceSteps: z.object({
    extras: z.number(),
    subtotal: z.number(),
    discount: z.number(),
    markup: z.number().nullable(),
  }),
  collected: z.number(),
  balance: z.number(),
  /** Everything is paid: ask the user to mark the contract settled. */
  settlePrompt: z.boolean(),
  /**
   * The workshop's progress: production units (none before arranging, or without the workshop)
   * and the whole percent of their links finished, so finishing production can warn first.
   */
  production: z.object({ units: z.number(), percent: z.number() }),
  /** Each order with its windows (every row links to the designer). */
  orders: z.array(orderSchema.extend({ items: z.array(orderItemSummarySchema) })),
  quoteItems: z.array(quoteItemSchema),
  collections: z.array(collectionSchema),
  /**
   * The saved sunroom a sunnyhouse contract was made from (its drawings, BOM and cutting are on
   * /sunnyHouse?id=…), when the caller reaches it; null otherwise.
   */
  sunroom: z.object({ id: z.number(), name: z.string() }).nullable(),
});

export const contractPageSchema = pageOf(contractSchema);
export const factorySchema = z.object({ id: z.number(), name: z.string() });
export const factoryLinkSchema = z.object({ invitationCode: z.string().trim().min(1).max(32) });
