// A demo series' own figures: its identity, catalogue lines, variables, joins, drawing overlaps,
// the parts its shared casement rows name, prices, rounding and saw — one data file per series
// (figures/*.json), read and checked here through one schema. The rules that turn them into
// formula rows are code (rows.ts and each series' file); a wrong code, kind or figure in a data
// file stops here, named.
import { z } from "zod";
import {
  accessorySchema,
  acuteJointSchema,
  hardwareSetSchema,
  profileSchema,
  type RoundingRule,
  type SeriesInput,
  seriesSchema,
} from "../schema.ts";
import type {
  AccessoryRow,
  GlassRow,
  HardwareSetRow,
  JoinRow,
  ParameterRow,
  ProfileSystem,
} from "./catalogue.ts";
import { SECTION_SHAPES, type SectionName } from "./sections/shapes.ts";
import { enUS } from "./words/en-US.ts";
import type { DemoLineCode, DemoWords } from "./words/index.ts";

const keysOf = <T extends object>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];
const lineCode = z.custom<DemoLineCode>((v) => typeof v === "string" && Object.hasOwn(enUS.lines, v));
const colourKey = z.enum(keysOf(enUS.colours));
const rowWords = z.enum(keysOf(enUS.rows));
const figure = z.number().nonnegative();
/** A formula row a series names: its id (or a machined part's code) and the key of its name in the words. */
const named = z.tuple([z.string(), rowWords]);

const casementParts = z.strictObject({
  /** The window handle, and the gear it drives (its row id, code or code expression, quantity). */
  handle: lineCode,
  gear: z.strictObject({ id: z.string(), code: z.string(), quantity: z.string() }),
  /** The seal between sash and frame: its row id and code. */
  seal: z.strictObject({ id: z.string(), code: lineCode }),
  /** The drainage slot, its weep cap, and the rows slotting the sill, a transom and a sash bar. */
  drain: z.strictObject({ code: z.string(), cap: lineCode, sill: named, transom: named, sashBar: named }),
  /** The end notches milled on mullions and sash bars: code and name. */
  ends: z.strictObject({ mullion: named, sashBar: named }),
});
/** The parts the demo casements' shared rows (rows.ts) name, as a series' figures give them. */
export type CasementParts = z.infer<typeof casementParts>;

const figuresFile = z.strictObject({
  id: z.string(),
  key: z.enum(keysOf(enUS.series)),
  material: seriesSchema.shape.material,
  /** For the reader: why the figures are what they are. */
  notes: z.array(z.string()).optional(),
  openingKinds: seriesSchema.shape.openingKinds,
  systems: z.array(
    z.strictObject({
      name: z.string(),
      note: z.string().optional(),
      colours: z.array(colourKey),
      stockLength: figure,
      foiledColours: z.array(colourKey).optional(),
      dxfFolder: z.string().optional(),
      sections: z
        .record(z.string(), z.enum(keysOf(SECTION_SHAPES)))
        .refine((byCode) => Object.keys(byCode).every((code) => lineCode.safeParse(code).success))
        .transform((byCode) => byCode as Partial<Record<DemoLineCode, SectionName>>)
        .optional(),
      profiles: z.array(
        z.tuple([lineCode, profileSchema.shape.partType, figure, figure, figure, figure, figure.optional()]),
      ),
    }),
  ),
  glass: z.array(z.tuple([lineCode, z.string(), figure, figure, figure])),
  accessories: z.array(
    z.tuple([
      lineCode,
      accessorySchema.shape.category,
      accessorySchema.shape.unit,
      figure,
      z.literal("coExtruded").optional(),
    ]),
  ),
  /**
   * For a series that hangs casement doors: the shared door set (casement.ts `doorAccessories`)
   * at its own lock price, listed after the accessory `after`.
   */
  casementDoorSet: z.strictObject({ lockPrice: figure, after: lineCode }).optional(),
  hardwareSets: z.array(
    z.tuple([
      hardwareSetSchema.shape.kind,
      lineCode,
      figure,
      figure,
      figure,
      z.strictObject({ inward: z.boolean().optional(), active: z.boolean().optional() }).optional(),
    ]),
  ),
  acuteJoint: acuteJointSchema.optional(),
  parameters: z.array(z.tuple([z.string(), z.string(), z.enum(keysOf(enUS.notes)).optional()])),
  joins: z.array(z.tuple([z.string(), z.string(), z.number(), z.number()])),
  /** What the series' layout changes of the shared overlaps (rows.ts `DEFAULT_OVERLAPS`). */
  geometry: seriesSchema.shape.geometry.partial(),
  casement: casementParts.optional(),
  /** The prices of a window (yuan): per m² on at least `minArea` m², and per opening sash if given. */
  prices: z.strictObject({
    minArea: z.string(),
    perM2: z.string(),
    perOpeningSash: z.string().optional(),
    retailPerM2: z.string(),
  }),
  /** Digits a length is rounded to, and the rule for areas. */
  rounding: z.strictObject({
    lengthDigits: z.number().int(),
    area: seriesSchema.shape.rounding.shape.area,
  }),
  /** The saw: kerf and the trim squared off each end of a bar (mm). */
  saw: z.strictObject({ kerf: figure, trim: figure }),
});

/** One demo series' own figures. */
export type DemoSeriesFigures = {
  id: string;
  /** Its name and description in the words (`w.series[key]`). */
  key: keyof DemoWords["series"];
  material: SeriesInput["material"];
  openingKinds?: SeriesInput["openingKinds"];
  systems: readonly ProfileSystem[];
  glass: readonly GlassRow[];
  accessories: readonly AccessoryRow[];
  casementDoorSet?: { lockPrice: number; after: DemoLineCode };
  hardwareSets: readonly HardwareSetRow[];
  acuteJoint?: SeriesInput["acuteJoint"];
  parameters: readonly ParameterRow[];
  joins: readonly JoinRow[];
  geometry: Partial<SeriesInput["geometry"]>;
  casement?: CasementParts;
  prices: { minArea: string; perM2: string; perOpeningSash?: string; retailPerM2: string };
  rounding: { lengthDigits: number; area: RoundingRule };
  saw: { kerf: number; trim: number };
};

/** A series' figures file read and checked. */
export const demoFigures = (data: unknown): DemoSeriesFigures => figuresFile.parse(data);

/** A casement series' figures, with the parts its shared casement rows name (`casement`). */
export const demoCasementFigures = (data: unknown): DemoSeriesFigures & { casement: CasementParts } =>
  figuresFile.required({ casement: true }).parse(data);
