export * from "./chinese-capital-amount.ts";
export * from "./contract-price.ts";
export * from "./customer-price.ts";
export * from "./item-price.ts";
export * from "./money-text.ts";
export * from "./quote-formulas.ts";
