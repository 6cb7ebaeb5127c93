// The builder of a demo series: each series gives its own figures (catalogue tables, variables,
// joins, formula rows, prices, rounding and saw) and this writes them in the series schema, one
// way for all three: catalogue lines named from the words of the language, the quote and the
// retail quote by area (and per opening sash where the series charges for it), money rounded to
// the fen.
import type { RoundingRule, SeriesInput } from "../schema.ts";
import {
  type AccessoryRow,
  accessoryLines,
  type GlassRow,
  glassLines,
  type HardwareSetRow,
  hardwareSetLines,
  type JoinRow,
  joinLines,
  type ParameterRow,
  type ProfileRow,
  type ProfileSystem,
  parameterLines,
  profileLines,
} from "./catalogue.ts";
import { areaPriceRow, openingSashPriceRow } from "./rows.ts";
import type { DemoWords } from "./words/index.ts";

/** The prices of a window (yuan): per m² on at least `minArea` m², and per opening sash if given. */
type Prices = { minArea: string; perM2: string; perOpeningSash?: string; retailPerM2: string };

/** One demo series' own figures. */
export type DemoSeriesFigures = {
  id: string;
  /** Its name and description in the words (`w.series[key]`). */
  key: keyof DemoWords["series"];
  material: SeriesInput["material"];
  openingKinds?: SeriesInput["openingKinds"];
  /** Each profile system (colours, stock length, drawings) with its profiles. */
  profiles: readonly (readonly [ProfileSystem, readonly ProfileRow[]])[];
  glass: readonly GlassRow[];
  accessories: readonly AccessoryRow[];
  hardwareSets: readonly HardwareSetRow[];
  acuteJoint?: SeriesInput["acuteJoint"];
  parameters: readonly ParameterRow[];
  joins: readonly JoinRow[];
  geometry: SeriesInput["geometry"];
  /** Every formula tab but the quotes, which `prices` writes. */
  formulas: Omit<SeriesInput["formulas"], "quote" | "retailQuote">;
  prices: Prices;
  /** Digits a length is rounded to, and the rule for areas. */
  rounding: { lengthDigits: number; area: RoundingRule };
  /** The saw: kerf and the trim squared off each end of a bar (mm). */
  saw: { kerf: number; trim: number };
};

/** A demo series in the words of one language. */
export function demoSeriesInput(w: DemoWords, f: DemoSeriesFigures): SeriesInput {
  const { minArea, perM2, perOpeningSash, retailPerM2 } = f.prices;
  return {
    id: f.id,
    name: w.series[f.key].name,
    material: f.material,
    description: w.series[f.key].description,
    ...(f.openingKinds && { openingKinds: f.openingKinds }),
    profiles: f.profiles.flatMap(([system, rows]) => profileLines(w, system, rows)),
    glass: glassLines(w, f.glass),
    accessories: accessoryLines(w, f.accessories),
    hardwareSets: hardwareSetLines(f.hardwareSets),
    ...(f.acuteJoint && { acuteJoint: f.acuteJoint }),
    parameters: parameterLines(w, f.parameters),
    joins: joinLines(f.joins),
    geometry: f.geometry,
    formulas: {
      ...f.formulas,
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
