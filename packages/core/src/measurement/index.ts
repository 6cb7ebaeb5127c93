export * from "./annotations.ts";
export * from "./change-merge.ts";
export * from "./measure-machine.ts";
export * from "./opening-rules.ts";
