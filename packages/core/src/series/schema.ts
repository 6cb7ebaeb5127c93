// The product series model (SPEC §3, DESIGN.md §3.2) as zod schemas: the same schema checks
// a series file in the CLI, a save on the server and a form in the editor.
// Units: lengths mm, weights kg per metre / kg per m², money integer fen (1/100 yuan).
import { z } from "zod";
import { NO_SAW_ALLOWANCE, sawSettingsSchema } from "../cutting/settings.ts";
import { jointStyles, partTypes } from "../design/part-types.ts";
import { openingKinds } from "../design/sash-kinds/kinds.ts";
import { DEFAULT_GLASS_SHEET, glassSheetSizeSchema } from "../glass-cutting/settings.ts";
import { WORKSHOP_LINKS } from "../workshop/links.ts";

type OpeningKindName = (typeof openingKinds)[number];
const code = z.string().min(1).max(40);
const fen = z.number().int().nonnegative();
/** An expression in the formula language (docs/formula-language.md); "" means not given. */
const expr = z.string().max(2000);

export const profileSchema = z.object({
  code,
  name: z.string().min(1),
  partType: z.enum([
    ...partTypes,
    "reinforcement",
    "track",
    "threshold",
    "coupler",
    "sillExtension",
    "other",
  ]),
  /** Visible face width, mm. */
  faceWidth: z.number().positive(),
  /** Section depth (front to back), mm. */
  depth: z.number().positive(),
  weightPerMetre: z.number().nonnegative(),
  /** Price per metre, fen. */
  pricePerMetre: fen,
  colours: z.array(z.string().min(1)).min(1),
  /** Stock bar length, mm (6000 aluminium, 5800 uPVC are typical). */
  stockLength: z.number().positive(),
  /**
   * Where the section drawing (DXF, `sectionDxf`) comes from: a library path, or the name of the
   * file the factory uploaded (PUT /api/series/:id/profiles/:code/dxf).
   */
  dxf: z.string().optional(),
  /**
   * The profile's cross-section as DXF text (series/section/profile-section.ts: its outline and
   * chambers, set to face width × depth), what the 3D scene sweeps along each member. Left out,
   * the section is the rectangle face width × depth.
   */
  sectionDxf: z.string().optional(),
  /**
   * The tightest arc the profile is bent to, mm, on its outer edge (the layout's `RADIUS`): an
   * arch or circle member of a smaller radius is refused (docs/series.md "Bending"). Left out:
   * the maker states no limit.
   */
  minBendRadius: z.number().positive().optional(),
  /**
   * The colours the profile is foiled in (laminated with a decor film, such as a wood grain):
   * the foil cracks on a bender, so a member in one of them is never bent (case-insensitive).
   */
  foiledColours: z.array(z.string().min(1)).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const glassSchema = z.object({
  code,
  name: z.string().min(1),
  /** Make-up as the factory writes it, e.g. "5+12A+5" (mm glass + mm air + mm glass). */
  spec: z.string().min(1),
  thickness: z.number().positive(),
  weightPerM2: z.number().nonnegative(),
  /** fen per m². */
  pricePerM2: fen,
  /**
   * Annealed, toughened or laminated (docs/safety-glass.md); left out, it is read from the make-up
   * (`5T` toughened, `PVB`/`SGP` laminated, else annealed: glass/safety-kind.ts).
   */
  safety: z.enum(["annealed", "toughened", "laminated"]).optional(),
  /** The stock sheet its panes are cut from, mm (glass-sheet plans; float 3300 × 2140 unless stated). */
  sheet: glassSheetSizeSchema.default(DEFAULT_GLASS_SHEET),
  /** Patterned or directionally coated: a pane keeps its direction on the sheet (never turned). */
  grain: z.boolean().default(false),
});
export type Glass = z.infer<typeof glassSchema>;

export const accessorySchema = z.object({
  code,
  name: z.string().min(1),
  category: z.enum(["hinge", "handle", "lock", "roller", "stay", "gasket", "screw", "cap", "seal", "other"]),
  unit: z.enum(["piece", "set", "metre", "pair"]),
  /** fen per unit. */
  price: fen,
  /**
   * A gasket or seal co-extruded with the profile (rolled in at the extruder): it comes with the
   * bar, so rows naming it order no separate line (docs/series.md).
   */
  coExtruded: z.boolean().optional(),
});
export type Accessory = z.infer<typeof accessorySchema>;

/** A named custom variable; its value is an expression over other parameters. */
export const parameterSchema = z.object({
  name: z.string().regex(/^[\p{L}_][\p{L}\p{N}_.]*$/u),
  value: expr,
  note: z.string().optional(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const joinSchema = z.object({
  profileFrom: code,
  profileTo: code,
  crossValue: z.number(),
  offsetValue: z.number(),
});
export type Join = z.infer<typeof joinSchema>;

/**
 * How a joint too acute to mitre is made (docs/series.md "Acute joints"): a member end whose cut
 * angle (between the cut and the bar's axis: 45° at a square corner) is below `minMitreAngle`
 * degrees is cut square (90°) and joined as `style` — butted, or coped (its end milled to the
 * other member's contour) — on one angle cleat `cleat` (an accessory code) per such end.
 */
export const acuteJointSchema = z.object({
  minMitreAngle: z.number().positive().max(45),
  style: z.enum(["butt", "coped"]),
  cleat: code,
});
export type AcuteJoint = z.infer<typeof acuteJointSchema>;

/**
 * One hardware set of the series' table (docs/series.md "Hardware sized"): the accessory `code`
 * that hangs a sash of opening kind `kind` — only one opening inward or outward when `inward` is
 * given, only an active leaf or panel when `active` is — up to the sash outer size and weight
 * (mm, kg) it carries. The BOM takes the first set that applies and fits (`HWSET`); a sash that
 * sets apply to and none fits is refused.
 */
export const hardwareSetSchema = z.object({
  kind: z.enum(openingKinds as [OpeningKindName, ...OpeningKindName[]]),
  inward: z.boolean().optional(),
  active: z.boolean().optional(),
  code,
  maxWidth: z.number().positive(),
  maxHeight: z.number().positive(),
  maxWeight: z.number().positive(),
});
export type HardwareSet = z.infer<typeof hardwareSetSchema>;

export const formulaKinds = ["profile", "glass", "addon", "cost", "hole"] as const;
export type FormulaKind = (typeof formulaKinds)[number];

/** Which layout element a row is evaluated for (docs/bom.md lists each scope's variables). */
export const rowScopes = ["frame", "member", "sash", "fill", "opening"] as const;
export type RowScope = (typeof rowScopes)[number];

/** How a cost/quote/wage row turns its price into an amount. */
export const calcTypes = ["area", "perimeter", "piece", "fixed"] as const;
export type CalcType = (typeof calcTypes)[number];

export const formulaRowSchema = z.object({
  id: z.string().min(1),
  /** Optional so the validator can report err_1 instead of a schema failure. */
  kind: z.enum(formulaKinds).optional(),
  scope: z.enum(rowScopes).optional(),
  condition: expr.optional(),
  code: expr.optional(),
  name: expr.optional(),
  colour: expr.optional(),
  /** profile: cut length mm. */
  length: expr.optional(),
  /** glass: cut width / height mm. */
  width: expr.optional(),
  height: expr.optional(),
  /** glass: spec text (defaults to nothing: err_9). */
  spec: expr.optional(),
  /** pieces per element (profiles, glass, holes). */
  count: expr.optional(),
  /** profile end cut angles, degrees (90 square, 45 mitre). */
  angleA: expr.optional(),
  angleB: expr.optional(),
  /** addon: quantity in the accessory's unit; cost/quote: quantity for calc "piece". */
  quantity: expr.optional(),
  /** yuan per unit (converted to fen); defaults to the catalogue price. */
  price: expr.optional(),
  /** cost/quote with calc "fixed": the amount in yuan. */
  value: expr.optional(),
  calc: z.enum(calcTypes).optional(),
  /** profile: send to the cutting optimizer. */
  optimize: z.boolean().default(true),
  /**
   * wage: the workshop link (SPEC §3) the row pays: its stable key, whatever the row is named
   * or translated to. A wage row without one is shared by all the company's links.
   */
  link: z.enum(WORKSHOP_LINKS).optional(),
});
export type FormulaRow = z.infer<typeof formulaRowSchema>;

export const formulaTabs = [
  "frame",
  "sash",
  "doubleSash",
  "slideSash",
  "foldSash",
  "glass",
  "quote",
  "cost",
  "drilling",
  "drainage",
  "milling",
  "wage",
  "retailQuote",
  "hardware",
] as const;
export type FormulaTab = (typeof formulaTabs)[number];
export const sashTabs = [
  "sash",
  "doubleSash",
  "slideSash",
  "foldSash",
] as const satisfies readonly FormulaTab[];
export const moneyTabs = ["quote", "cost", "wage", "retailQuote"] as const satisfies readonly FormulaTab[];
export const holeTabs = ["drilling", "drainage", "milling"] as const satisfies readonly FormulaTab[];

export const formulaSetSchema = z.object({
  /** Sash tabs only: the sash outer size (mm) used by the rows; variables SW, SH. */
  sashWidth: expr.optional(),
  sashHeight: expr.optional(),
  rows: z.array(formulaRowSchema),
});
export type FormulaSet = z.infer<typeof formulaSetSchema>;

export const roundingModes = ["up", "round", "down", "keep"] as const;
export type RoundingMode = (typeof roundingModes)[number];
const roundingRule = z.object({ mode: z.enum(roundingModes), digits: z.number().int().min(0).max(6) });
export type RoundingRule = z.infer<typeof roundingRule>;

export const seriesSchema = z.object({
  id: z.string().min(1),
  /** Series name is required (SPEC §5). */
  name: z.string().min(1),
  material: z.enum(["aluminium", "thermalBreak", "upvc", "woodClad", "steel"]),
  description: z.string().max(60).optional(),
  profiles: z.array(profileSchema).min(1),
  glass: z.array(glassSchema),
  accessories: z.array(accessorySchema),
  parameters: z.array(parameterSchema),
  joins: z.array(joinSchema),
  /** Drawing geometry beyond face widths: overlaps the layout needs (mm). */
  geometry: z.object({
    sashOverlap: z.number(),
    interlockOverlap: z.number(),
    meetingOverlap: z.number(),
    foldGap: z.number(),
    glassBite: z.number(),
    glassClearance: z.number(),
    minClear: z.number(),
    /** Corners of the frame and of sash / panel rings: mitred or butt-jointed (docs/series.md). */
    frameJoint: z.enum(jointStyles).default("mitre"),
    sashJoint: z.enum(jointStyles).default("mitre"),
    /**
     * Where each part type's section starts, mm in from the frame's outside face (the 3D
     * scene); a part type left out is placed by the scene's rule (docs/scene.md).
     */
    planes: z.partialRecord(z.enum([...partTypes, "glass"]), z.number().min(0).max(500)).optional(),
  }),
  /**
   * The opening kinds (design/sash-kinds) the series builds: a design using another is refused.
   * Left out, the kinds it has a ring profile for (series/kinds.ts).
   */
  openingKinds: z.array(z.enum(openingKinds as [OpeningKindName, ...OpeningKindName[]])).optional(),
  /** Joints too acute to mitre: cut square on cleats. Left out, every joint is cut as drawn. */
  acuteJoint: acuteJointSchema.optional(),
  /** Hardware sets by opening kind, sash size and weight, first fit first. */
  hardwareSets: z.array(hardwareSetSchema).optional(),
  formulas: z.partialRecord(z.enum(formulaTabs), formulaSetSchema),
  rounding: z.object({ length: roundingRule, area: roundingRule, money: roundingRule }),
  /** The saw's kerf and end trims, mm: the cutting optimizer's defaults for this series' profiles. */
  cutting: sawSettingsSchema.default(NO_SAW_ALLOWANCE),
});
export type Series = z.infer<typeof seriesSchema>;
/** A series as written by hand (defaults such as `optimize` may be left out). */
export type SeriesInput = z.input<typeof seriesSchema>;
