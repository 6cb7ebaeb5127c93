// What other features use of customers: they import it from here, never from its files.

export { type CustomerLink, useCustomerLinkQuestion } from "./CustomerLinkQuestion.tsx";
export { CustomerPicker } from "./CustomerPicker.tsx";
export { crmRule, useHasCrm } from "./crm-shared.ts";
export { DueTodayCard } from "./DueTodayCard.tsx";
