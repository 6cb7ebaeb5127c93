// The catalogue lines of the demo series (profiles, glass, accessories, hardware sets, the
// cross-section join table and the variables) as rows: one row per line, its figures in the order
// the series schema lists its fields (figures.ts reads them from each series' data file), its
// name from the words of the language asked for (keyed by code). Prices in fen, weights kg/m or
// kg/m², lengths mm.
import type { SeriesInput } from "../schema.ts";
import { sectionDxf } from "./sections/section-dxf.ts";
import { SECTION_SHAPES, type SectionName } from "./sections/shapes.ts";
import type { DemoLineCode, DemoWords } from "./words/index.ts";

type ProfileInput = SeriesInput["profiles"][number];
type GlassInput = SeriesInput["glass"][number];
type AccessoryInput = SeriesInput["accessories"][number];

/** code, part type, face width, depth, kg/m, fen/m, and for a profile that is bent its minimum bend radius (mm). */
export type ProfileRow = readonly [
  code: DemoLineCode,
  partType: ProfileInput["partType"],
  faceWidth: number,
  depth: number,
  weightPerMetre: number,
  pricePerMetre: number,
  minBendRadius?: number,
];
/** code, make-up, thickness (mm), kg/m², fen/m² (safety read from the make-up: `5T` toughened). */
export type GlassRow = readonly [
  code: DemoLineCode,
  spec: string,
  thickness: number,
  weightPerM2: number,
  pricePerM2: number,
];
/** code, category, the unit it is counted in, fen for one, and "coExtruded" for a gasket rolled into the profile. */
export type AccessoryRow = readonly [
  code: DemoLineCode,
  category: AccessoryInput["category"],
  unit: AccessoryInput["unit"],
  price: number,
  coExtruded?: "coExtruded",
];

/** A colour of the demo series, by its key in the words. */
export type ColourKey = keyof DemoWords["colours"];

/**
 * The profiles of one system: the colours and stock bar length they share, the colours of them
 * that are foiled (never bent), and the folder their section drawings are in
 * (`<folder>/<code>.dxf`; none for bought-in steel), and the shape of each profile's
 * cross-section (sections/shapes.ts), written into the series as its DXF section. `name` and
 * `note` are for the reader.
 */
export type ProfileSystem = {
  name: string;
  note?: string;
  colours: readonly ColourKey[];
  stockLength: number;
  foiledColours?: readonly ColourKey[];
  dxfFolder?: string;
  sections?: Partial<Record<DemoLineCode, SectionName>>;
  profiles: readonly ProfileRow[];
};

export const profileLines = (w: DemoWords, system: ProfileSystem) => {
  const colours = (keys: readonly ColourKey[]) => keys.map((key) => w.colours[key]);
  return system.profiles.map(
    ([code, partType, faceWidth, depth, weightPerMetre, pricePerMetre, minBendRadius]): ProfileInput => ({
      code,
      name: w.lines[code],
      partType,
      faceWidth,
      depth,
      weightPerMetre,
      pricePerMetre,
      colours: colours(system.colours),
      stockLength: system.stockLength,
      ...(system.dxfFolder && { dxf: `${system.dxfFolder}/${code}.dxf` }),
      ...(system.sections?.[code] && {
        sectionDxf: sectionDxf(SECTION_SHAPES[system.sections[code]], faceWidth, depth),
      }),
      ...(minBendRadius !== undefined && { minBendRadius }),
      ...(system.foiledColours && { foiledColours: colours(system.foiledColours) }),
    }),
  );
};

export const glassLines = (w: DemoWords, rows: readonly GlassRow[]) =>
  rows.map(
    ([code, spec, thickness, weightPerM2, pricePerM2]): GlassInput => ({
      code,
      name: w.lines[code],
      spec,
      thickness,
      weightPerM2,
      pricePerM2,
    }),
  );

export const accessoryLines = (w: DemoWords, rows: readonly AccessoryRow[]) =>
  rows.map(
    ([code, category, unit, price, coExtruded]): AccessoryInput => ({
      code,
      name: w.lines[code],
      category,
      unit,
      price,
      ...(coExtruded && { coExtruded: true }),
    }),
  );

/** The cross-section join table: from, to, cross value, offset value (mm). */
export type JoinRow = readonly [
  profileFrom: string,
  profileTo: string,
  crossValue: number,
  offsetValue: number,
];

export const joinLines = (rows: readonly JoinRow[]): SeriesInput["joins"] =>
  rows.map(([profileFrom, profileTo, crossValue, offsetValue]) => ({
    profileFrom,
    profileTo,
    crossValue,
    offsetValue,
  }));

/** A custom variable: its name, its value (an expression) and the key of its note, if it has one. */
export type ParameterRow = readonly [name: string, value: string, note?: keyof DemoWords["notes"]];

export const parameterLines = (w: DemoWords, rows: readonly ParameterRow[]): SeriesInput["parameters"] =>
  rows.map(([name, value, note]) => ({ name, value, ...(note && { note: w.notes[note] }) }));

/** A hardware set of the series' table: opening kind, accessory code, max sash width, height (mm), weight (kg). */
export type HardwareSetRow = readonly [
  kind: NonNullable<SeriesInput["hardwareSets"]>[number]["kind"],
  code: DemoLineCode,
  maxWidth: number,
  maxHeight: number,
  maxWeight: number,
  only?: { inward?: boolean; active?: boolean },
];

export const hardwareSetLines = (rows: readonly HardwareSetRow[]): SeriesInput["hardwareSets"] =>
  rows.map(([kind, code, maxWidth, maxHeight, maxWeight, only]) => ({
    kind,
    code,
    ...only,
    maxWidth,
    maxHeight,
    maxWeight,
  }));
