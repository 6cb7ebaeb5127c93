export * from "./ledger.ts";
export * from "./operations.ts";
