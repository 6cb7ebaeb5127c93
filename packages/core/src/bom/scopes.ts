// Builds the variables each layout element exposes to formula rows (docs/bom.md lists them).
import type { Layout, LayoutFrame, LayoutSash } from "../design/layout-types.ts";
import { SASH_KINDS } from "../design/sash-kinds/table.ts";
import type { Value } from "../formula/ast.ts";
import { isFormulaError } from "../formula/errors.ts";
import { evaluate, PARENT, type Scope } from "../formula/evaluate.ts";
import { fillSafety, safetyBuildUp } from "../glass/safety-kind.ts";
import { safetyZones } from "../glass/safety-zones.ts";
import { memberCut } from "../series/acute-joints.ts";
import type { CompiledSeries } from "../series/compile.ts";
import { hardwareSetFor, sashToHang } from "../series/hardware-sets.ts";
import type { FormulaTab } from "../series/schema.ts";
import type { FrameElements } from "./elements.ts";
import { sashWeights } from "./leaf-weight.ts";

export type Vars = Record<string, Value>;
/** A scope being built: own names plus the scope it falls back to. */
type OwnVars = Vars & { [PARENT]?: Scope };

export const SASH_TAB: Readonly<Record<LayoutSash["kind"], FormulaTab>> = {
  sash: "sash",
  doubleSashLeaf: "doubleSash",
  slidePanel: "slideSash",
  foldLeaf: "foldSash",
};

/** All variables of a scope, own and fallen back to, as one plain object (for traces). */
export function flattenScope(scope: Scope): Vars {
  const chain: Scope[] = [];
  for (let s: Scope | undefined = scope; s !== undefined; s = s[PARENT]) chain.unshift(s);
  const out: Vars = {};
  for (const s of chain) {
    for (const name of Object.keys(s)) {
      const v = s[name];
      if (v !== undefined) out[name] = v;
    }
  }
  return out;
}

/** Groups a layout's elements by frame, in frame order. */
export function framesOf(
  layout: Layout,
  series: CompiledSeries,
  colours: (frameId: string) => { a: string; b: string },
): FrameElements[] {
  return layout.frames.map((frame) => frameElements(layout, frame, series, colours(frame.id)));
}

function frameElements(
  layout: Layout,
  frame: LayoutFrame,
  series: CompiledSeries,
  colour: { a: string; b: string },
): FrameElements {
  const fills = layout.fills.filter((f) => f.frameId === frame.id);
  const sashes = layout.sashes.filter((s) => s.frameId === frame.id);
  const frameMembers = layout.members.filter((m) => m.frameId === frame.id);
  const leaves = sashes.filter((s) => s.kind === "foldLeaf");
  // Element scopes hold only their own names and fall back (PARENT) to the frame's, which
  // falls back to the series parameters. Each is an object literal of fixed keys, so all of
  // one kind share a hidden class and reads stay on V8's fast path. (Prototype chains made
  // every frame a new prototype, and copying the frame's names into each of ~10,000 members
  // cost more than the formulas: this is the BOM's hot path.)
  const frameScope: Scope = {
    [PARENT]: series.parameters,
    W: frame.width,
    H: frame.height,
    AREA: frame.area,
    // exact (arcs by their developed length), not the drawn polygon's sampled outline
    PERIMETER: frame.perimeter / 1000,
    MULLIONS: frame.mullionCount,
    SASHES: frame.sashCount,
    TRACKS: frame.trackCount,
    PANELS: sashes.filter((s) => s.kind === "slidePanel").length,
    FILLS: fills.length,
    FIXED: fills.filter((f) => f.sashId === null).length,
    COLOUR: colour.a,
    COLOUR_B: colour.b,
    DOOR: sashes.some((s) => s.openType === "door") ? 1 : 0,
    SILL_EXT: frame.sillExtension ? 1 : 0,
    LEAVES: leaves.length,
    FOLDS: new Set(leaves.map((s) => s.regionId)).size,
  };
  const weights = sashWeights(frameMembers, fills, series.series);
  const sashSizes = new Map<string, { SW: number; SH: number }>();
  const sashEntries = sashes.map((sash) => {
    const tab = SASH_TAB[sash.kind];
    const weight = weights.get(sash.id) ?? 0;
    const set = hardwareSetFor(series.series, sashToHang(sash, weight));
    const scope: OwnVars = {
      [PARENT]: frameScope,
      LSW: sash.outerWidth,
      LSH: sash.outerHeight,
      SW: sash.outerWidth,
      SH: sash.outerHeight,
      OPENTYPE: SASH_KINDS[sash.openType].bom.OPENTYPE,
      HINGE: sash.hingeSide ?? "",
      TRACK: sash.track ?? -1,
      SASHKIND: sash.kind,
      ACTIVE: sash.active ? 1 : 0,
      INTERLOCKS: sash.interlocks,
      MEETINGS: sash.meetings.length,
      INWARD: sash.inward ? 1 : 0,
      WEIGHT: weight,
      HWSET: set?.code ?? "",
      SPERIMETER: sash.perimeter / 1000,
    };
    // The tab's sash size formulas may adjust the layout's size (factory practice differs).
    const size = series.sashSize[tab];
    const sw = size?.width ? evaluate(size.width, scope) : sash.outerWidth;
    const sh = size?.height ? evaluate(size.height, scope) : sash.outerHeight;
    if (typeof sw === "number") scope.SW = sw;
    if (typeof sh === "number") scope.SH = sh;
    sashSizes.set(sash.id, { SW: scope.SW as number, SH: scope.SH as number });
    return { sash, tab, scope: scope as Scope, sizeError: isFormulaError(sw) || isFormulaError(sh) };
  });
  const members = frameMembers.map((member) => {
    const cut = memberCut(member, series.series);
    const scope = {
      [PARENT]: frameScope,
      L: member.length,
      // the saw's angles: an end too acute to mitre is cut square (series/acute-joints.ts)
      A1: cut.start,
      A2: cut.end,
      ACUTE: cut.acute,
      ROLE: member.role,
      PART: member.partType,
      SIDE: member.side,
      PCODE: member.profileCode,
      CURVED: member.curved ? 1 : 0,
      INSASH: member.sashId === null ? 0 : 1,
      LI: member.innerLength,
      LC: member.centreLength,
      RADIUS: member.radius,
      SWEEP: member.sweep,
      FACE: member.faceWidth,
    } as Scope;
    const style = series.series.acuteJoint?.style;
    if (!cut.acute || !style) return { member, scope };
    // the same variables with the ends as laid out: the cut list shows the joint they replace
    const laidOut = { ...scope, A1: member.startAngle, A2: member.endAngle } as Scope;
    const joints = [
      cut.start === member.startAngle ? [] : [member.startAngle],
      cut.end === member.endAngle ? [] : [member.endAngle],
    ].flat();
    return { member, scope, acute: { laidOut, joints, style } };
  });
  const zones = new Map(safetyZones(layout, frame.id).map((z) => [z.fillId, z]));
  const fillEntries = fills.map((fill) => {
    const size = fill.sashId ? sashSizes.get(fill.sashId) : undefined;
    const scope: OwnVars = {
      [PARENT]: frameScope,
      GW: fill.width,
      GH: fill.height,
      GAREA: fill.area,
      DW: fill.daylightWidth,
      DH: fill.daylightHeight,
      DAREA: fill.daylightArea,
      DPERIMETER: fill.daylightPerimeter / 1000,
      INSASH: fill.sashId === null ? 0 : 1,
      SW: size?.SW ?? 0,
      SH: size?.SH ?? 0,
      SPEC: fill.spec,
      FILLTYPE: fill.kind,
      SHAPED: fill.shaped ? 1 : 0,
    };
    const zone = zones.get(fill.id);
    if (!zone || fillSafety(series.series.glass, fill.spec) !== "annealed")
      return { fill, scope: scope as Scope };
    // an annealed pane in a safety zone: the series' safety build-up of the same make-up, if any,
    // is what the glass rows order (SPEC), and the BOM warns either way (bom/safety.ts)
    const safe = safetyBuildUp(series.series.glass, fill.spec);
    if (safe) scope.SPEC = safe.spec;
    const replaces = safe ? { drawn: fill.spec, ordered: safe.spec } : undefined;
    return { fill, scope: scope as Scope, zone, ...(replaces && { replaces }) };
  });
  const openings = layout.openings
    .filter((o) => o.frameId === frame.id)
    .map((o) => ({
      id: o.id,
      sashId: o.sashId,
      scope: {
        [PARENT]: frameScope,
        OW: o.clearWidth,
        OH: o.clearHeight,
        INSASH: o.sashId === null ? 0 : 1,
        BOTTOM: o.bottom,
      } as Scope,
    }));
  return { frame, frameScope, members, sashes: sashEntries, fills: fillEntries, openings, memo: [] };
}
