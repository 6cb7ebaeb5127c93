import type { enUS } from "./en-US.ts";

/** Every string of a nested table made `string`: the same keys, any words. */
type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

/**
 * The words of the demo series in one language: every key the en-US table has, no other (an
 * object literal typed with it is checked both ways), so no language lacks a name.
 */
export type DemoWords = Words<typeof enUS>;
/** A catalogue line's code: profile, glass or accessory of one of the demo series. */
export type DemoLineCode = keyof DemoWords["lines"];
