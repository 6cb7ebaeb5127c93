// The kinds of the table and the subsets the model, schema and commands accept, derived from
// its keys and capabilities (so a new entry needs no second list).
import type { SashKindSpec } from "./spec.ts";
import { SASH_KINDS } from "./table.ts";

type Table = typeof SASH_KINDS;
/** Every way a sash-like ring opens: a sash's open type, a slide panel, a fold leaf. */
export type OpeningKind = keyof Table;
type KindsWhere<P> = { [K in OpeningKind]: Table[K] extends P ? K : never }[OpeningKind];
/** The open types of a single sash: the kinds that neither slide nor fold. */
export type SashOpenType = KindsWhere<{ capabilities: { slides: false; folds: false } }>;
/** The open types of a French pair. */
export type PairOpenType = KindsWhere<{ capabilities: { pairs: true } }>;

/** All kinds, in table order. */
export const openingKinds = Object.keys(SASH_KINDS) as OpeningKind[];
const where = (test: (spec: SashKindSpec) => boolean) => openingKinds.filter((k) => test(SASH_KINDS[k]));

export const sashOpenTypes = where((s) => !s.capabilities.slides && !s.capabilities.folds) as [
  SashOpenType,
  ...SashOpenType[],
];
export const pairOpenTypes = where((s) => s.capabilities.pairs) as [PairOpenType, ...PairOpenType[]];

export type { SashPanelField } from "./spec.ts";

/** The entry of a kind. */
export const sashKindSpec = (kind: OpeningKind): SashKindSpec => SASH_KINDS[kind];
