import { describe, expect, it } from "vitest";
import en from "../../locales/en-US/orders.json";
import zh from "../../locales/zh-CN/orders.json";
import { type EventFacts, eventQuestion } from "./event-question.ts";

/** A translator over one locale file, as i18next resolves nested keys and {{placeholders}}. */
function textsOf(messages: unknown) {
  return (key: string, options?: Record<string, unknown>) => {
    let node: unknown = messages;
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") throw new Error(`no text for ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ""));
  };
}

const facts = (production: EventFacts["production"]): EventFacts => ({
  contractNo: "HT2026001",
  intentions: 2,
  production,
});

describe("the question before a contract event", () => {
  it("finishing with the workshop's links below 100 % warns, naming the percent", () => {
    const q = eventQuestion("finish", facts({ units: 3, percent: 5 }), textsOf(en));
    expect(q?.title).toBe("Finish production of contract HT2026001?");
    expect(q?.warning).toBe(
      "The workshop is not done: only 5% of the links are finished (3 production units).",
    );
    expect(q?.okText).toBe("Finish production");
    expect(eventQuestion("finish", facts({ units: 3, percent: 5 }), textsOf(zh))?.warning).toBe(
      "车间尚未完成：环节仅完成 5%（共 3 个生产件）。",
    );
  });

  it("finishing at 100 %, or without production units to track, asks without the warning", () => {
    expect(eventQuestion("finish", facts({ units: 3, percent: 100 }), textsOf(en))?.warning).toBeUndefined();
    expect(eventQuestion("finish", facts({ units: 0, percent: 0 }), textsOf(en))?.warning).toBeUndefined();
  });

  it("confirming the deposit, arranging and signing each say what they do and what stays", () => {
    for (const event of ["confirm_deposit", "arrange", "sign"] as const) {
      const q = eventQuestion(event, facts({ units: 0, percent: 0 }), textsOf(en));
      expect(q?.does, event).toBeTruthy();
      expect(q?.undo, event).toBeTruthy();
      expect(q?.testId).toBe(event);
    }
    expect(eventQuestion("sign", facts({ units: 0, percent: 0 }), textsOf(en))?.does).toBe(
      "Signing makes the intention orders of this contract (2) formal orders. Sign it?",
    );
  });

  it("the other events go on one click", () => {
    for (const event of ["design_review", "deliver", "confirm_balance", "revert"] as const)
      expect(eventQuestion(event, facts({ units: 3, percent: 5 }), textsOf(en)), event).toBeNull();
  });
});
