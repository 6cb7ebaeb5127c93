// What other features use of orders: they import it from here, never from its files.

export { NewContractFieldItems } from "./ContractPartyForm.tsx";
export { type Order, ordersApi } from "./orders-api.ts";
export { useEventQuestion } from "./use-event-question.tsx";
export { WindowDrawing } from "./WindowDrawing.tsx";
