// The demo company's words in every language pass the routes' own checks, so the seed plays its
// month in any of them (the database test plays it in zh-CN; this checks the others' words).
import { routes } from "@fenestra/api";
import { LANGUAGES } from "@fenestra/core/account/languages";
import { describe, expect, it } from "vitest";
import { CUSTOMER_PHONES } from "../demo-plan.ts";
import { DEMO_COMPANY_WORDS } from "./index.ts";

/** The refusals of a route's body check, field by field (none: accepted). */
function refusals(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } },
  body: unknown,
) {
  const result = schema.safeParse(body);
  return result.success ? [] : (result.error?.issues ?? []);
}

describe.each(LANGUAGES)("the demo company's words in %s", (language) => {
  const w = DEMO_COMPANY_WORDS[language];

  it("name its people as the sign-up and sub-account forms allow", () => {
    for (const nickname of [w.owner, ...Object.values(w.workers)])
      expect(
        refusals(routes.subAccounts.create.body, {
          phone: "13800138001",
          nickname,
          password: "Ws#abc123XYZ",
        }),
        nickname,
      ).toEqual([]);
  });

  it("fit the customer, follow-up and return-visit forms", () => {
    for (const [key, customer] of Object.entries(w.customers))
      expect(
        refusals(routes.crm.create.body, {
          ...customer,
          phone: CUSTOMER_PHONES[key as keyof typeof CUSTOMER_PHONES],
        }),
        customer.name,
      ).toEqual([]);
    for (const content of Object.values(w.followUps))
      expect(
        refusals(routes.crm.addFollowUp.body, { interest: "interested", track: "tracking", content }),
      ).toEqual([]);
    expect(
      refusals(routes.crm.moveReturnVisit.body, {
        event: "finish",
        satisfaction: "satisfied",
        feedback: w.returnVisit,
      }),
    ).toEqual([]);
  });

  it("fit the warehouse, quote, payment and expense forms", () => {
    for (const name of Object.values(w.positions))
      expect(refusals(routes.warehouse.createPosition.body, { name })).toEqual([]);
    const line = { materialId: 1, color: "x", length: 5800, count: 1, costFen: 1 };
    expect(
      refusals(routes.warehouse.createPurchaseOrder.body, {
        supplier: w.supplier,
        note: w.purchaseNote,
        lines: [line],
      }),
    ).toEqual([]);
    for (const name of Object.values(w.quoteLines))
      expect(refusals(routes.quotes.add.body, { name, price: 100 })).toEqual([]);
    for (const note of Object.values(w.payments))
      expect(refusals(routes.collections.record.body, { amount: 100, method: "wechat", note })).toEqual([]);
    for (const e of Object.values(w.expenses))
      expect(
        refusals(routes.finance.recordExpenditure.body, {
          amount: 100,
          category: "rent",
          accountId: 1,
          ...e,
        }),
      ).toEqual([]);
  });
});
