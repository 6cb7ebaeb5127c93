import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactPhoneSchema, isContactPhone } from "../account/fields.ts";
import {
  collectionAmountSchema,
  contractPartySchema,
  discountPercentSchema,
  quoteLineSchema,
  requireContractCustomer,
  yuanToFen,
} from "./contract-fields.ts";

const firstKey = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);

describe("contract fields", () => {
  it("takes phones as people write them and refuses letters or too few digits", () => {
    for (const ok of ["13800138000", "+84 912 345 678", "0571-8888 6666", "(028) 3822 1234", ""])
      expect(isContactPhone(ok), ok).toBe(true);
    for (const bad of ["abc", "12", "138-abc-0000", "+", "1".repeat(21)])
      expect(isContactPhone(bad), bad).toBe(false);
    expect(contactPhoneSchema.safeParse("abc").error?.issues[0]?.message).toBe(
      "validation.contact_phone_invalid",
    );
  });

  it("names the field that is too long", () => {
    const result = contractPartySchema.safeParse({ customer: "Li", address: "x".repeat(201) });
    expect(firstKey(result)).toEqual(["address:validation.address_length"]);
    expect(contractPartySchema.safeParse({ address: "x".repeat(200) }).success).toBe(true);
  });

  it("refuses a contract for nobody: a blank name, or no name and no customer record", () => {
    const create = contractPartySchema
      .extend({ customerId: z.number().nullable().optional() })
      .superRefine(requireContractCustomer);
    expect(firstKey(create.safeParse({}))).toEqual(["customer:validation.contract_customer_required"]);
    expect(firstKey(create.safeParse({ customer: "   ", phone: "13800138000" }))).toEqual([
      "customer:validation.contract_customer_required",
    ]);
    expect(create.safeParse({ customer: "Li Wei" }).success).toBe(true);
    expect(create.safeParse({ customerId: 7 }).success).toBe(true);
    // An edit need not send the name; one it sends is never blank.
    expect(contractPartySchema.safeParse({ address: "Road 1" }).success).toBe(true);
    expect(firstKey(contractPartySchema.safeParse({ customer: "" }))).toEqual([
      "customer:validation.contract_customer_required",
    ]);
  });

  it("refuses a discount of 0 or above 100 instead of bounding it", () => {
    expect(discountPercentSchema.safeParse(0).success).toBe(false);
    expect(discountPercentSchema.safeParse(100.5).success).toBe(false);
    expect(discountPercentSchema.safeParse(0.5).success).toBe(true);
    expect(discountPercentSchema.safeParse(100).success).toBe(true);
  });

  it("refuses a negative or fractional quote price and a zero count", () => {
    expect(firstKey(quoteLineSchema.safeParse({ name: "Screen", price: -100 }))).toEqual([
      "price:pricing.negative_price",
    ]);
    expect(firstKey(quoteLineSchema.safeParse({ name: "Screen", price: 10.5 }))).toEqual([
      "price:pricing.price_decimals",
    ]);
    expect(firstKey(quoteLineSchema.safeParse({ name: "Screen", price: 0, count: 0 }))).toEqual([
      "count:validation.quote_count",
    ]);
    // SPEC §5 "quote name required": a blank name is none
    expect(firstKey(quoteLineSchema.safeParse({ name: "   ", price: 0 }))).toEqual([
      "name:validation.quote_name_required",
    ]);
    expect(quoteLineSchema.parse({ name: " Screen ", price: 0 })).toMatchObject({
      name: "Screen",
      count: 1,
      discountPercent: 100,
    });
  });

  it("takes a payment only as a positive whole number of fen", () => {
    expect(collectionAmountSchema.safeParse(0).success).toBe(false);
    expect(collectionAmountSchema.safeParse(-5).success).toBe(false);
    expect(collectionAmountSchema.safeParse(1).success).toBe(true);
  });

  it("turns typed yuan into fen, refusing a third decimal", () => {
    expect(yuanToFen(36.34)).toBe(3_634);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(1.005)).toBeUndefined();
  });
});
