// The builder of a demo series: each series gives its own figures (its data file, figures.ts)
// and its formula rows, and this writes them in the series schema, one
// way for all three: catalogue lines named from the words of the language, the quote and the
// retail quote by area (and per opening sash where the series charges for it), money rounded to
// the fen.
import type { SeriesInput } from "../schema.ts";
import * as casement from "./casement.ts";
import {
  accessoryLines,
  glassLines,
  hardwareSetLines,
  joinLines,
  parameterLines,
  profileLines,
} from "./catalogue.ts";
import type { DemoSeriesFigures } from "./figures.ts";
import { ANCHOR_PARAMETERS, areaPriceRow, DEFAULT_OVERLAPS, openingSashPriceRow } from "./rows.ts";
import type { DemoWords } from "./words/index.ts";

/** Every formula tab but the quotes, which the figures' prices write. */
export type DemoFormulas = Omit<SeriesInput["formulas"], "quote" | "retailQuote">;

/** The series' accessories, with the casement door set where it lists it (`casementDoorSet`). */
function withDoorSet({ accessories, casementDoorSet: set }: DemoSeriesFigures) {
  if (!set) return accessories;
  const at = accessories.findIndex(([code]) => code === set.after) + 1;
  if (at === 0) throw new Error(`casementDoorSet.after: no accessory ${set.after}`);
  return [...accessories.slice(0, at), ...casement.doorAccessories(set.lockPrice), ...accessories.slice(at)];
}

/** A demo series in the words of one language. */
export function demoSeriesInput(w: DemoWords, f: DemoSeriesFigures, formulas: DemoFormulas): SeriesInput {
  const { minArea, perM2, perOpeningSash, retailPerM2 } = f.prices;
  return {
    id: f.id,
    name: w.series[f.key].name,
    material: f.material,
    description: w.series[f.key].description,
    ...(f.openingKinds && { openingKinds: f.openingKinds }),
    profiles: f.systems.flatMap((system) => profileLines(w, system)),
    glass: glassLines(w, f.glass),
    accessories: accessoryLines(w, withDoorSet(f)),
    hardwareSets: hardwareSetLines(f.hardwareSets),
    ...(f.acuteJoint && { acuteJoint: f.acuteJoint }),
    parameters: parameterLines(w, [...f.parameters, ...ANCHOR_PARAMETERS]),
    joins: joinLines(f.joins),
    geometry: { ...DEFAULT_OVERLAPS, ...f.geometry },
    formulas: {
      ...formulas,
      quote: {
        rows: [
          areaPriceRow("quote-area", w.rows.windowPrice, minArea, perM2),
          ...(perOpeningSash === undefined
            ? []
            : [openingSashPriceRow("quote-sash", w.rows.openingSash, perOpeningSash)]),
        ],
      },
      retailQuote: { rows: [areaPriceRow("retail-area", w.rows.retailPrice, minArea, retailPerM2)] },
    },
    rounding: {
      length: { mode: "round", digits: f.rounding.lengthDigits },
      area: f.rounding.area,
      money: { mode: "round", digits: 0 },
    },
    cutting: { kerf: f.saw.kerf, trimStart: f.saw.trim, trimEnd: f.saw.trim },
  };
}
