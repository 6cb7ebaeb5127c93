import { collectionAmountSchema, priceFenSchema } from "@fenestra/core/workflows/contract-fields";
import type { RuleObject } from "antd/es/form";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en-US/orders.json";
import { yuanRule } from "./field-rules.ts";

/** Runs a form rule's validator on a typed value: the refusal's text, or null when accepted. */
async function check(rule: ReturnType<typeof yuanRule>, value: unknown): Promise<string | null> {
  const validator = (rule as RuleObject).validator;
  if (!validator) throw new Error("not a validator rule");
  try {
    await validator({} as RuleObject, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

beforeAll(async () => {
  await i18next.init({ lng: "en-US", resources: { "en-US": { orders: en } } });
});

describe("money fields typed in yuan, checked by core's rules", () => {
  it("refuses a negative price and a third decimal, accepts 0 and two decimals", async () => {
    const price = yuanRule(priceFenSchema);
    expect(await check(price, -50)).toBe("The price cannot be negative: 0 or more");
    expect(await check(price, 1.005)).toBe("Amounts have at most 2 decimals");
    expect(await check(price, 0)).toBeNull();
    expect(await check(price, 12.5)).toBeNull();
  });

  it("refuses a payment above the balance with the extra check, and 0", async () => {
    const balance = 172_800;
    const amount = yuanRule(collectionAmountSchema, (fen) =>
      fen > balance ? "over the balance" : undefined,
    );
    expect(await check(amount, 999_999)).toBe("over the balance");
    expect(await check(amount, 0)).toBe("The collection amount must be greater than 0");
    expect(await check(amount, 1728)).toBeNull();
  });
});
