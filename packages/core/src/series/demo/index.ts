// The three demo series shipped as seed data, in any of the product's languages: the series are
// written once (alu-casement.ts and its siblings) and named from the words of the language
// (words/). In en-US they are DEMO_SERIES, also written to docs/examples/*.series.json.
import type { Language } from "../../account/languages.ts";
import { type Series, seriesSchema } from "../schema.ts";
import { aluCasement, aluCasementSeries } from "./alu-casement.ts";
import { aluSliding, aluSlidingSeries } from "./alu-sliding.ts";
import { upvcCasement, upvcCasementSeries } from "./upvc-casement.ts";
import { DEMO_WORDS } from "./words/index.ts";

export { DEMO_WORDS, type DemoWords } from "./words/index.ts";
export { aluCasementSeries, aluSlidingSeries, upvcCasementSeries };

/** File stem under docs/examples/ (the series' seed key in a catalogue) → the series in one language. */
const BUILDERS = {
  "alu-tb60-casement": aluCasement,
  "alu-sl90-sliding": aluSliding,
  "upvc-60-casement": upvcCasement,
} as const;
export type DemoSeriesKey = keyof typeof BUILDERS;

const built = new Map<Language, Readonly<Record<DemoSeriesKey, Series>>>();

/** The demo series named in `language` (parsed, defaults applied); figures are the same in all. */
export function demoSeries(language: Language): Readonly<Record<DemoSeriesKey, Series>> {
  let series = built.get(language);
  if (!series) {
    const words = DEMO_WORDS[language];
    series = {
      "alu-tb60-casement": seriesSchema.parse(BUILDERS["alu-tb60-casement"](words)),
      "alu-sl90-sliding": seriesSchema.parse(BUILDERS["alu-sl90-sliding"](words)),
      "upvc-60-casement": seriesSchema.parse(BUILDERS["upvc-60-casement"](words)),
    };
    built.set(language, series);
  }
  return series;
}

/** The demo series in en-US, as docs/examples/*.series.json holds them. */
export const DEMO_SERIES: Readonly<Record<string, Series>> = demoSeries("en-US");
