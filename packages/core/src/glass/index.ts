export * from "./annealed-panes.ts";
export * from "./safety-kind.ts";
export * from "./safety-zones.ts";
