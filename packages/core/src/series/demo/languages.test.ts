// The demo series in the four languages: one set of figures, named in each language.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../account/languages.ts";
import { calculateBom } from "../../bom/calculate.ts";
import { gridLayout } from "../../bom/fixture-layouts.ts";
import { compileSeries } from "../compile.ts";
import { seriesGeometry } from "../geometry.ts";
import { catalogueNameSchema } from "../names.ts";
import { DEMO_SERIES, DEMO_WORDS, demoSeries } from "./index.ts";

/** Every leaf of a value with its path ("profiles.0.colours.1"). */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (value === null || typeof value !== "object") return [[path, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}
/** The words a series is named with: its name, description, notes, colours and line names. */
const WORDED = /(^|\.)(name|description|note|colour|(colours|foiledColours)\.\d+)$/;

describe.each(LANGUAGES.filter((l) => l !== "en-US"))("the demo series in %s", (language) => {
  const translated = demoSeries(language);

  it.each(Object.keys(DEMO_SERIES))(
    "%s differs from en-US in its words only, and in every one of them",
    (key) => {
      const english = new Map(leaves(DEMO_SERIES[key]));
      const own = leaves(translated[key as keyof typeof translated]);
      expect(own.map(([path]) => path)).toEqual([...english.keys()]);
      const differing = own.filter(([path, v]) => english.get(path) !== v).map(([path]) => path);
      expect(differing.filter((path) => !WORDED.test(path))).toEqual([]);
      // no English word left behind: each worded leaf that is not a code or a figure is translated
      const kept = own
        .filter(([path, v]) => WORDED.test(path) && english.get(path) === v && /[a-z]{3}/.test(String(v)))
        .map(([path, v]) => `${path}: ${v}`);
      expect(kept).toEqual([]);
    },
  );

  it.each(Object.entries(translated))(
    "%s is free of formula issues and its name fits the catalogue",
    (_, series) => {
      expect(compileSeries(series).issues).toEqual([]);
      expect(catalogueNameSchema.safeParse(series.name).success).toBe(true);
    },
  );

  it("prices and cuts a window figure for figure as in en-US, naming its lines in the language", () => {
    const bomIn = (series: typeof translated, colour: string) => {
      const tb60 = series["alu-tb60-casement"];
      const layout = gridLayout(
        { id: "w", width: 1500, height: 1400, cells: ["fixed", "casement"] },
        seriesGeometry(tb60),
      );
      return calculateBom([{ layout, series: tb60, count: 1, colours: { w: { a: colour, b: colour } } }]);
    };
    const en = bomIn(demoSeries("en-US"), DEMO_WORDS["en-US"].colours.white);
    const own = bomIn(translated, DEMO_WORDS[language].colours.white);
    expect(own.errors).toEqual([]);
    const figures = (bom: typeof en) => bom.profiles.map((p) => [p.code, p.length, p.count, p.amount]);
    expect(figures(own)).toEqual(figures(en));
    expect(own.profiles.map((p) => p.name)).toContain(DEMO_WORDS[language].lines.F001);
    expect(own.profiles.every((p) => p.colour === DEMO_WORDS[language].colours.white)).toBe(true);
  });
});
