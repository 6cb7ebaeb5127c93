import { EDITIONS, type EditionName, type ModuleName } from "@fenestra/core/account/entitlements";

// The landing page's price table, read from core's entitlements table (the purchase pages' one
// source): each edition in the table's order with its prices and the modules it adds to drawing,
// quotes and contracts. Nothing here is typed a second time.

export type EditionRow = {
  edition: EditionName;
  yearFen: number;
  monthFen: number;
  modules: readonly ModuleName[];
};

export function editionRows(): EditionRow[] {
  return (Object.keys(EDITIONS) as EditionName[]).map((edition) => ({
    edition,
    yearFen: EDITIONS[edition].price.year,
    monthFen: EDITIONS[edition].price.month,
    modules: EDITIONS[edition].modules,
  }));
}
