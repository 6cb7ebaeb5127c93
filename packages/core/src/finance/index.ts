export * from "./ageing.ts";
export * from "./dates.ts";
export * from "./ledger.ts";
export * from "./profit.ts";
export * from "./repayments.ts";
export * from "./statistics.ts";
