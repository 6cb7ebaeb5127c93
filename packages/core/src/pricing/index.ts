export * from "./contract-price.ts";
export * from "./item-modes.ts";
export * from "./item-price.ts";
