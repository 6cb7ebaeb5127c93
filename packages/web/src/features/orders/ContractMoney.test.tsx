import { describe, expect, it, vi } from "vitest";
import { byTestId, renderEachSignedIn, typeInto } from "../../shared/test/render.tsx";
import { ContractMoney } from "./ContractMoney.tsx";
import type { ContractDetail } from "./orders-api.ts";

// A contract's money: its amounts in yuan as written, the discount and the quote lines refused at
// their fields (nothing saved) when left empty.

vi.mock("../finance/index.ts", () => ({ AccountSelect: () => null }));

const contract = {
  status: "signed",
  sides: ["owner"],
  baseAmount: 1_234_550,
  agencyAmount: null,
  amount: 1_234_550,
  collected: 200_000,
  balance: 1_034_550,
  discountPercent: 100,
  markupPercent: 100,
  priceSteps: { extras: 0, subtotal: 1_234_550, discount: 0, markup: 0 },
  quoteItems: [],
  collections: [],
} as unknown as ContractDetail;

const onDiscount = vi.fn();
const onAddQuote = vi.fn();
const page = renderEachSignedIn(
  { id: 3, fid: 0 },
  () => (
    <ContractMoney
      contract={contract}
      onDiscount={onDiscount}
      onAddQuote={onAddQuote}
      onRemoveQuote={vi.fn()}
      onCollect={vi.fn()}
    />
  ),
  () => {
    onDiscount.mockReset();
    onAddQuote.mockReset();
  },
);
const text = (testId: string) => byTestId(page.view.container, testId)?.textContent ?? "";

describe("a contract's money", { timeout: 30_000 }, () => {
  it("shows the total and the balance in yuan, not regrouped", () => {
    expect(text("contract-amount")).toContain("12345.50");
    expect(text("contract-balance")).toContain("10345.50");
  });

  it("refuses an emptied discount at its field and saves nothing", async () => {
    await typeInto(page.input("contract-discount"), "");
    await page.click("contract-discount-save");
    expect(page.errors()).toEqual(["The discount must be above 0 and at most 100%"]);
    expect(onDiscount).not.toHaveBeenCalled();
  });

  it("asks for a quote line's name and adds nothing without it", async () => {
    await typeInto(page.input("quote-price"), "50");
    await page.click("quote-add");
    expect(page.errors()).toEqual(["Please enter the quote name"]);
    expect(onAddQuote).not.toHaveBeenCalled();
  });
});
