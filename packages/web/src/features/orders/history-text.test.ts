import { describe, expect, it } from "vitest";
import en from "../../locales/en-US/orders.json";
import zh from "../../locales/zh-CN/orders.json";
import { actionText, changeLines, type HistoryEntry, type Lookup, recordText } from "./history-text.ts";

/** A lookup over one locale file, as i18next resolves nested keys and {{placeholders}}. */
function lookupOf(messages: unknown): Lookup {
  return (key, options) => {
    let node: unknown = messages;
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") return undefined;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ""));
  };
}

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  entity: "contract",
  entityId: 7,
  orderId: null,
  contractId: 7,
  action: "update",
  changes: {},
  userId: 1,
  userName: "Demo",
  contractNo: null,
  orderNo: null,
  createdAt: "2026-11-25T12:00:00Z",
  ...over,
});

describe("edit history as a person reads it", () => {
  const t = lookupOf(en);

  it("writes a state change as a sentence and the states by name", () => {
    const signed = entry({
      action: "transition:sign",
      changes: { status: { from: "intent", to: "agreement" } },
    });
    expect(actionText(signed, t)).toBe("Signed the contract");
    expect(changeLines(signed, t)).toEqual(["Status: Quoting → Contract"]);
    expect(actionText(signed, lookupOf(zh))).toBe("签订了合同");
    expect(changeLines(signed, lookupOf(zh))).toEqual(["状态: 意向 → 合同"]);
  });

  it("says a window's simple picture was saved, not its file", () => {
    const picture = entry({
      entity: "order_item",
      entityId: 12,
      changes: { windowNo: "C1", picture: "changed" },
    });
    expect(recordText(picture, t)).toBe("Window C1");
    expect(changeLines(picture, t)).toEqual(["Window no.: C1", "Simple picture saved"]);
    expect(changeLines(picture, lookupOf(zh))).toEqual(["窗号: C1", "已保存简图"]);
  });

  it("formats money, percents, kinds and references; hides the drawing itself", () => {
    const window = entry({
      entity: "order_item",
      entityId: 12,
      action: "update",
      changes: {
        count: { from: 1, to: 3 },
        amount: { from: 172_800, to: 518_400 },
        design: "changed",
      },
    });
    expect(actionText(window, t)).toBe("Changed a window");
    expect(changeLines(window, t)).toEqual(["Count: 1 → 3", "Amount: 1728.00 → 5184.00", "Drawing changed"]);
    const discount = entry({ changes: { discountPercent: { from: 100, to: 90 } } });
    expect(changeLines(discount, t)).toEqual(["Discount: 100 % → 90 %"]);
    const paid = entry({
      entity: "collection",
      action: "create",
      changes: { amount: 100_000, method: "wechat" },
    });
    expect(actionText(paid, t)).toBe("Recorded a payment");
    expect(changeLines(paid, t)).toEqual(["Amount: 1000.00", "Method: WeChat"]);
  });

  it("names the record by what a person knows it by", () => {
    expect(recordText(entry({ entity: "order_item", entityId: 3, changes: { windowNo: "C1" } }), t)).toBe(
      "Window C1",
    );
    expect(recordText(entry({ changes: {} }), t)).toBe("Contract #7");
    expect(recordText(entry({ contractNo: "HT202611250001" }), t)).toBe("Contract HT202611250001");
    expect(recordText(entry({ entity: "order", orderNo: "DD202611250001" }), t)).toBe("Order DD202611250001");
  });

  it("leaves out what did not change and what was left empty", () => {
    const edited = entry({
      changes: { phone: { from: null, to: "13800138000" }, address: { from: null, to: "" }, note: "" },
    });
    expect(changeLines(edited, t)).toEqual(["Phone: (empty) → 13800138000"]);
  });

  it("says an unknown action plainly rather than failing", () => {
    expect(actionText(entry({ entity: "widget", action: "polish" }), t)).toBe("widget polish");
  });
});
