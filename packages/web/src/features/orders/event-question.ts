// The contract events that ask first (SPEC §4 for signing, issue 27 for the rest), and what each
// question says: what the step does, what cannot be undone, and — finishing production while the
// workshop has links still open — a warning. The contract page and the workshop view ask alike.
import type { ContractEvent } from "@fenestra/core/workflows/contract-machine";
import type orders from "../../locales/en-US/orders.json";
import type { KeysOf, Translator } from "../../shared/i18n/namespace-text.ts";
import type { Question } from "../../shared/ui/ask-first.tsx";

/** What a question needs to know about its contract. */
export type EventFacts = {
  contractNo: string;
  /** Intention orders that signing makes formal. */
  intentions: number;
  /** The workshop's progress: its production units and the whole percent of their links done. */
  production: { units: number; percent: number };
};

export type EventQuestion = Omit<Question, "onOk">;

type OrdersT = Translator<KeysOf<typeof orders>>;

/** The question asked before `event`, or null for an event that goes on one click. */
export function eventQuestion(event: ContractEvent, facts: EventFacts, t: OrdersT): EventQuestion | null {
  const no = { no: facts.contractNo };
  switch (event) {
    case "sign":
      return {
        title: t("contract.signTitle"),
        does:
          facts.intentions > 0
            ? t("contract.signConfirm", { count: facts.intentions })
            : t("contract.signNoOrders"),
        undo: t("question.sign.undo"),
        okText: t("event.sign"),
        testId: "sign",
      };
    case "confirm_deposit":
    case "arrange":
      return {
        title: t(`question.${event}.title`, no),
        does: t(`question.${event}.does`),
        undo: t(`question.${event}.undo`),
        okText: t(`event.${event}`),
        testId: event,
      };
    case "finish": {
      const { units, percent } = facts.production;
      return {
        title: t("question.finish.title", no),
        does: t("question.finish.does"),
        undo: t("question.finish.undo"),
        // A contract without units (no workshop tracking) has nothing open to warn about.
        warning: units > 0 && percent < 100 ? t("question.finish.warning", { percent, units }) : undefined,
        okText: t("event.finish"),
        testId: "finish",
      };
    }
    default:
      return null;
  }
}
