import type { enUS } from "./en-US.ts";

/** Every string of a nested table made `string`: the same keys, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

/** The demo company's words in one language: every key the en-US table has, no other. */
export type DemoCompanyWords = Words<typeof enUS>;
/** The demo's customers, one for each part of the story (a contract in each state, and two more). */
export type DemoCustomer = keyof DemoCompanyWords["customers"];
