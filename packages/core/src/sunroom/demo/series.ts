// The demo sunroom series (docs/sunroom.md "The demo sunroom series"), named in any of the
// product's languages; its colours are the demo window series' (one set of words).
import type { Language } from "../../account/languages.ts";
import { DEMO_WORDS } from "../../series/demo/words/index.ts";
import { type SunroomSeries, type SunroomSeriesInput, sunroomSeriesSchema } from "../series.ts";
import { SUNROOM_WORDS } from "./words.ts";

export const DEMO_SUNROOM_SERIES_ID = "demo-sunroom-sr120";

function build(language: Language, colourLanguage: Language): SunroomSeriesInput {
  const w = SUNROOM_WORDS[language];
  const c = DEMO_WORDS[colourLanguage].colours;
  const colours = [c.silver, c.graphite, c.white];
  const profile = (
    code: keyof typeof w.lines,
    face: number,
    depth: number,
    kg: number,
    fenPerMetre: number,
    stockLength = 6000,
  ) => ({
    code,
    name: w.lines[code],
    partType: "other" as const,
    faceWidth: face,
    depth,
    weightPerMetre: kg,
    pricePerMetre: fenPerMetre,
    colours,
    stockLength,
  });
  const accessory = (
    code: keyof typeof w.lines,
    category: "other" | "cap" | "seal" | "gasket",
    unit: "piece" | "set" | "metre",
    price: number,
  ) => ({ code, name: w.lines[code], category, unit, price });
  const member = (role: string) => `ROLE = '${role}'`;
  return {
    kind: "sunroom",
    catalogue: {
      id: DEMO_SUNROOM_SERIES_ID,
      name: w.name,
      description: w.description,
      material: "aluminium",
      profiles: [
        profile("P100", 100, 100, 3.2, 9600),
        profile("RB120", 60, 120, 2.8, 8500, 6500),
        profile("WP80", 40, 80, 1.6, 4800, 6500),
        profile("RG140", 60, 140, 2.6, 8800),
        profile("HP120", 60, 120, 2.5, 8200),
        profile("R120", 60, 120, 2.2, 6600),
        profile("R150", 60, 150, 2.7, 8100),
        profile("PL60", 40, 60, 1.1, 3300),
        profile("GT125", 125, 100, 1.4, 4200, 6500),
        profile("DP80", 80, 80, 0.9, 2700),
        profile("FL200", 200, 2, 0.8, 2400),
      ],
      glass: [
        {
          code: "G6-12A-6",
          name: w.lines["G6-12A-6"],
          spec: "6+12A+6",
          thickness: 24,
          weightPerM2: 30,
          pricePerM2: 26000,
          safety: "toughened",
        },
        { code: "PC16", name: w.lines.PC16, spec: "PC16", thickness: 16, weightPerM2: 2.8, pricePerM2: 9000 },
        {
          code: "INS50",
          name: w.lines.INS50,
          spec: "INS50",
          thickness: 50,
          weightPerM2: 12,
          pricePerM2: 18000,
        },
      ],
      accessories: [
        accessory("BR-POST", "other", "piece", 4500),
        accessory("CN-RAFTER", "other", "piece", 1200),
        accessory("CN-HIP", "other", "set", 6800),
        accessory("CN-RIDGE", "cap", "piece", 2500),
        accessory("GT-END", "cap", "piece", 1500),
        accessory("GT-OUT", "other", "piece", 2200),
        accessory("DP-CLIP", "other", "piece", 600),
        accessory("SEAL-FL", "seal", "metre", 800),
        accessory("GK-ROOF", "gasket", "metre", 650),
      ],
      parameters: [{ name: "CLIP_STEP", value: "1500", note: "downpipe clip every 1500 mm" }],
      joins: [],
      geometry: {
        sashOverlap: 0,
        interlockOverlap: 0,
        meetingOverlap: 0,
        foldGap: 0,
        glassBite: 0,
        glassClearance: 0,
        minClear: 0,
      },
      formulas: {},
      rounding: {
        length: { mode: "round", digits: 1 },
        area: { mode: "round", digits: 3 },
        money: { mode: "round", digits: 0 },
      },
      cutting: { kerf: 4, trimStart: 10, trimEnd: 10 },
    },
    // aluminium 6063-T6: E 70 000 N/mm², design strength 140 N/mm²; sections 60 × 120 × 2.5 and 60 × 150 × 2.5:
    // I = (60·120³ − 55·115³)/12 = 1 669 323 mm⁴, W = I/60 = 27 822 mm³;
    // I = (60·150³ − 55·145³)/12 = 3 002 240 mm⁴ (rounded), W = I/75 = 40 030 mm³
    rafters: [
      {
        code: "R120",
        inertia: 1_669_323,
        modulus: 27_822,
        elasticity: 70_000,
        strength: 140,
        deflectionLimit: 200,
      },
      {
        code: "R150",
        inertia: 3_002_240,
        modulus: 40_030,
        elasticity: 70_000,
        strength: 140,
        deflectionLimit: 200,
      },
    ],
    rows: [
      {
        id: "post",
        kind: "profile",
        scope: "member",
        condition: member("post"),
        code: "P100",
        length: "L",
        count: "1",
      },
      {
        id: "post-base",
        kind: "addon",
        scope: "member",
        condition: member("post"),
        code: "BR-POST",
        quantity: "1",
      },
      {
        id: "ring-beam",
        kind: "profile",
        scope: "member",
        condition: member("ringBeam"),
        code: "RB120",
        length: "L",
        count: "1",
        // mitred at a hip roof's front corners (seen from above), cut plumb where it falls with a flat roof
        angleA: "min(A1, P1)",
        angleB: "min(A2, P2)",
      },
      {
        id: "wall-plate",
        kind: "profile",
        scope: "member",
        condition: member("wallPlate"),
        code: "WP80",
        length: "L",
        count: "1",
      },
      {
        id: "ridge",
        kind: "profile",
        scope: "member",
        condition: member("ridge"),
        code: "RG140",
        length: "L",
        count: "1",
      },
      {
        id: "ridge-cap",
        kind: "addon",
        scope: "member",
        condition: member("ridge"),
        code: "CN-RIDGE",
        quantity: "1",
      },
      {
        id: "hip",
        kind: "profile",
        scope: "member",
        condition: member("hip"),
        code: "HP120",
        length: "L",
        count: "1",
        angleA: "A1",
        angleB: "A2",
      },
      {
        // an L's valley rafter, in the hip profile (the series has no valley profile of its own)
        id: "valley",
        kind: "profile",
        scope: "member",
        condition: member("valley"),
        code: "HP120",
        length: "L",
        count: "1",
        angleA: "min(A1, P1)",
        angleB: "min(A2, P2)",
      },
      {
        id: "hip-connector",
        kind: "addon",
        scope: "member",
        condition: member("hip"),
        code: "CN-HIP",
        quantity: "1",
      },
      {
        id: "rafter",
        kind: "profile",
        scope: "member",
        condition: member("rafter"),
        code: "=RPCODE",
        length: "L",
        count: "1",
        angleA: "A1",
        angleB: "A2",
      },
      {
        id: "rafter-connector",
        kind: "addon",
        scope: "member",
        condition: member("rafter"),
        code: "CN-RAFTER",
        quantity: "2",
      },
      {
        id: "purlin",
        kind: "profile",
        scope: "member",
        condition: member("purlin"),
        code: "PL60",
        length: "L",
        count: "1",
        angleA: "P1",
        angleB: "P2",
      },
      {
        id: "gutter",
        kind: "profile",
        scope: "run",
        condition: member("gutter"),
        code: "GT125",
        length: "L",
        count: "1",
      },
      {
        id: "gutter-ends",
        kind: "addon",
        scope: "run",
        condition: member("gutter"),
        code: "GT-END",
        quantity: "2",
      },
      {
        id: "downpipe",
        kind: "profile",
        scope: "run",
        condition: member("downpipe"),
        code: "DP80",
        length: "L",
        count: "1",
      },
      {
        id: "outlet",
        kind: "addon",
        scope: "run",
        condition: member("downpipe"),
        code: "GT-OUT",
        quantity: "1",
      },
      {
        id: "downpipe-clips",
        kind: "addon",
        scope: "run",
        condition: member("downpipe"),
        code: "DP-CLIP",
        quantity: "ceil(L / CLIP_STEP)",
      },
      {
        id: "flashing",
        kind: "profile",
        scope: "run",
        condition: member("flashing"),
        code: "FL200",
        length: "L",
        count: "1",
      },
      {
        id: "flashing-seal",
        kind: "addon",
        scope: "run",
        condition: member("flashing"),
        code: "SEAL-FL",
        quantity: "L / 1000",
      },
      {
        id: "roof-panel",
        kind: "glass",
        scope: "panel",
        code: "",
        width: "PW",
        height: "PL",
        spec: "=SPEC",
        count: "1",
      },
      { id: "roof-gasket", kind: "addon", scope: "panel", code: "GK-ROOF", quantity: "2 * PL / 1000" },
      { id: "install", kind: "cost", scope: "sunroom", name: w.lines.install, calc: "area", price: "380" },
    ],
  };
}

const built = new Map<string, SunroomSeries>();

/**
 * The demo sunroom series named in `language` (figures the same in all), its colours the words of
 * `colourLanguage` (the language the facets' series names its colours in: a company seeded in
 * Chinese orders 银色, not "silver", whatever language its interface is in).
 */
export function demoSunroomSeries(language: Language, colourLanguage: Language = language): SunroomSeries {
  const key = `${language}|${colourLanguage}`;
  let s = built.get(key);
  if (!s) {
    s = sunroomSeriesSchema.parse(build(language, colourLanguage));
    built.set(key, s);
  }
  return s;
}
