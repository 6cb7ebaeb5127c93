export * from "./links.ts";
export * from "./units.ts";
export * from "./wages.ts";
