import type { ContractEvent } from "@fenestra/core/workflows/contract-machine";
import type { ReactElement } from "react";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { type EventFacts, eventQuestion } from "./event-question.ts";

/**
 * Presses a contract event's button: an event that asks first (event-question.ts) opens its
 * question and `fire` runs on OK only; any other event fires at once. Render `holder` once.
 */
export function useEventQuestion(): [
  press: (event: ContractEvent, facts: EventFacts, fire: () => unknown) => void,
  holder: ReactElement,
] {
  const t = useOrdersT();
  const [ask, holder] = useAskFirst();
  const press = (event: ContractEvent, facts: EventFacts, fire: () => unknown) => {
    const question = eventQuestion(event, facts, t);
    if (question) ask({ ...question, onOk: fire });
    else fire();
  };
  return [press, holder];
}
