export * from "./ledger.ts";
export * from "./offcut-destination.ts";
export * from "./operations.ts";
