export * from "./collections.ts";
export * from "./contract-access.ts";
export * from "./contract-fields.ts";
export * from "./contract-machine.ts";
export * from "./window-no.ts";
