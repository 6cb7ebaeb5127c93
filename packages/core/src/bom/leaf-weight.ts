// What each sash, leaf or panel weighs (kg): what its hinges carry. docs/bom.md "WEIGHT".
import type { LayoutFill, LayoutMember } from "../design/layout-types.ts";
import type { Series } from "../series/schema.ts";

type Rates = { profile: ReadonlyMap<string, number>; glass: ReadonlyMap<string, number> };
const rates = new WeakMap<Series, Rates>();

/** kg/m of each profile by code, kg/m² of each glass by spec and by code, made once per series. */
function ratesOf(series: Series): Rates {
  let r = rates.get(series);
  if (!r) {
    const glass = new Map<string, number>();
    for (const g of series.glass) {
      glass.set(g.code, g.weightPerM2);
      glass.set(g.spec, g.weightPerM2);
    }
    r = { profile: new Map(series.profiles.map((p) => [p.code, p.weightPerMetre])), glass };
    rates.set(series, r);
  }
  return r;
}

/**
 * The weight (kg) of each sash of a frame, by sash id: its members' cut lengths (m) × their
 * profiles' kg/m, and its panes' cut areas (m²) × their glass build-up's kg/m² (the series' glass
 * of that spec or code; a fill of no catalogued glass weighs nothing here). A leaf's glazing
 * bars and beads are its members too.
 */
export function sashWeights(
  members: readonly LayoutMember[],
  fills: readonly LayoutFill[],
  series: Series,
): Map<string, number> {
  const { profile, glass } = ratesOf(series);
  const kg = new Map<string, number>();
  const add = (id: string, w: number) => kg.set(id, (kg.get(id) ?? 0) + w);
  for (const m of members) {
    if (m.sashId !== null) add(m.sashId, (m.length / 1000) * (profile.get(m.profileCode) ?? 0));
  }
  for (const f of fills) {
    if (f.sashId !== null) add(f.sashId, f.area * (glass.get(f.spec) ?? 0));
  }
  return kg;
}
