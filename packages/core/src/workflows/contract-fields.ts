// The fields a person types on the contract pages (SPEC §3, §5) with their documented bounds.
// The server validates requests with these schemas and the web forms check the same rules, so
// a bound is written once; each error is a translation key that says what is allowed.
import { z } from "zod";
import { contactPhoneSchema } from "../account/fields.ts";
import { MAX_MARKUP_PERCENT } from "../pricing/contract-price.ts";
import { MAX_AMOUNT_FEN } from "../pricing/item-price.ts";
import { lengthMmSchema, numberBetween } from "../schemas/bounds.ts";

/** Maximum lengths of the contract's text fields, characters. */
export const CONTRACT_TEXT_MAX = {
  contractNo: 64,
  customer: 100,
  address: 200,
  quoteName: 100,
  note: 200,
} as const;

/** Quote line count: whole pieces, 1 to this many. */
export const MAX_QUOTE_COUNT = 100_000;

const text = (max: number, key: string) => z.string({ error: key }).trim().max(max, { error: key });

export const contractNoSchema = text(CONTRACT_TEXT_MAX.contractNo, "validation.contract_no_length");
export const customerNameSchema = text(CONTRACT_TEXT_MAX.customer, "validation.customer_length");
export const addressSchema = text(CONTRACT_TEXT_MAX.address, "validation.address_length");

/**
 * A contract is for someone: its customer's name (SPEC §3 marks only the contract's number
 * optional, made when left out). Phone and address may come later — a contract starts at intent,
 * while quoting (SPEC §4), often before the address is known — and the customer's name may come
 * from a customer record (`customerId`) instead of being typed.
 */
export const CONTRACT_CUSTOMER_REQUIRED = "validation.contract_customer_required";

/** The customer's name as typed on a contract: not blank, at most CONTRACT_TEXT_MAX.customer. */
export const contractCustomerSchema = customerNameSchema.min(1, { error: CONTRACT_CUSTOMER_REQUIRED });

/** Customer, phone, address and number of a contract, as created or edited (a name sent is never blank). */
export const contractPartySchema = z.object({
  contractNo: contractNoSchema.optional(),
  customer: contractCustomerSchema.optional(),
  phone: contactPhoneSchema.optional(),
  address: addressSchema.optional(),
});

/**
 * A new contract's customer: its name typed, or a customer record to take it from. Refuses a
 * contract for nobody at the customer field (a zod check of the create schema).
 */
export function requireContractCustomer(
  value: { customer?: string | undefined; customerId?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  // A blank name is refused by the field itself.
  if (value.customerId == null && value.customer === undefined)
    ctx.addIssue({ code: "custom", path: ["customer"], message: CONTRACT_CUSTOMER_REQUIRED });
}

/** A discount in percent of the price: above 0 and at most 100 (100 = none, 85 = 15 % off). */
export const discountPercentSchema = z
  .number({ error: "pricing.invalid_discount" })
  .gt(0, { error: "pricing.invalid_discount" })
  .max(100, { error: "pricing.invalid_discount" });

/** The seller's raise over the agency price, percent: 100 (none) to MAX_MARKUP_PERCENT. */
export const markupPercentSchema = numberBetween("pricing.invalid_markup", 100, MAX_MARKUP_PERCENT);

/** A money amount a person types, fen: whole fen, 0 or more, at most what a record holds. */
export const priceFenSchema = z
  .number({ error: "pricing.price_invalid" })
  .int({ error: "pricing.price_decimals" })
  .min(0, { error: "pricing.negative_price" })
  .max(MAX_AMOUNT_FEN, { error: "pricing.amount_too_large" });

/** A quote line of a contract (SPEC §3): money fen, length mm, discount % of the price. */
export const quoteLineSchema = z.object({
  name: z
    .string({ error: "validation.quote_name_required" })
    .trim()
    .min(1, { error: "validation.quote_name_required" })
    .max(CONTRACT_TEXT_MAX.quoteName, { error: "validation.quote_name_length" }),
  price: priceFenSchema,
  count: numberBetween("validation.quote_count", 1, MAX_QUOTE_COUNT, { whole: true }).default(1),
  length: lengthMmSchema.default(0),
  discountPercent: discountPercentSchema.default(100),
  note: z.string().max(CONTRACT_TEXT_MAX.note, { error: "validation.note_length" }).default(""),
});

/** A payment, fen: a whole positive number of fen (the balance bound is checked against the contract). */
export const collectionAmountSchema = z
  .number({ error: "collection.amount_positive" })
  .int({ error: "pricing.price_decimals" })
  .positive({ error: "collection.amount_positive" });

/** Yuan as typed (e.g. 12.5) to whole fen; undefined when it has more than 2 decimals. */
export function yuanToFen(yuan: number): number | undefined {
  const fen = Math.round(yuan * 100);
  return Math.abs(fen - yuan * 100) < 1e-6 ? fen : undefined;
}
