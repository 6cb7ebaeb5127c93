// The BOM of an order: every window × layout element × formula row whose condition holds,
// identical lines merged. Pure: the caller supplies each window's layout.
import type { Layout } from "../design/layout-types.ts";
import { type CompiledSeries, compileSeries } from "../series/compile.ts";
import type { Series } from "../series/schema.ts";
import { elementsFor, rowPlans } from "./elements.ts";
import { LineMerger } from "./merge.ts";
import { evaluateRow, MERGED, type RowSite } from "./row-lines.ts";
import { safetyFindings } from "./safety.ts";
import { framesOf } from "./scopes.ts";
import { totalsOf } from "./totals.ts";
import type {
  AddonLine,
  Bom,
  BomError,
  BomLine,
  GlassLine,
  HoleLine,
  MoneyLine,
  ProfileLine,
  SafetyFinding,
} from "./types.ts";

export interface BomWindow {
  readonly layout: Layout;
  /** A series or one compiled once with compileSeries (faster for many windows). */
  readonly series: Series | CompiledSeries;
  /** How many of this window the order has. */
  readonly count: number;
  /** Face colours A/B by frame id (from the design); default: the first profile colour. */
  readonly colours?: Readonly<Record<string, { a: string; b: string }>>;
}

export interface BomOptions {
  /** Record the variables each line's row saw (for the product-test screen). */
  readonly trace?: boolean;
}

const compiledCache = new WeakMap<Series, CompiledSeries>();

function compiled(series: Series | CompiledSeries): CompiledSeries {
  if ("rows" in series && "issues" in series) return series as CompiledSeries;
  const s = series as Series;
  let c = compiledCache.get(s);
  if (!c) {
    c = compileSeries(s);
    compiledCache.set(s, c);
  }
  return c;
}

export function calculateBom(windows: readonly BomWindow[], options: BomOptions = {}): Bom {
  const merger = new LineMerger();
  const errors: BomError[] = [];
  const safety: SafetyFinding[] = [];
  const trace = options.trace === true;
  windows.forEach((win, windowIndex) => {
    const series = compiled(win.series);
    const fallback = series.series.profiles[0]?.colours[0] ?? "";
    const colour = (id: string) => win.colours?.[id] ?? { a: fallback, b: fallback };
    // One site per window, its element updated in place: sources copy what they keep.
    const site: RowSite = { window: windowIndex, windowCount: win.count, element: "", trace, merger };
    const plans = rowPlans(series);
    const frames = framesOf(win.layout, series, colour);
    safety.push(...safetyFindings(windowIndex, frames, win.layout));
    for (const frame of frames) {
      for (const plan of plans) {
        const row = plan.row;
        for (const element of elementsFor(plan, frame)) {
          site.element = element.id;
          site.template = element.template;
          site.replaces = element.replaces;
          site.acute = element.acute;
          const outcome = evaluateRow(row, element.scope, series, site);
          if (!outcome || outcome === MERGED) continue;
          if ("line" in outcome) merger.add(outcome.line);
          else
            errors.push({
              window: windowIndex,
              element: element.id,
              tab: row.tab,
              rowId: row.row.id,
              ...outcome,
            });
        }
      }
    }
  });
  return bomFromLines(merger.lines(), errors, safety);
}

/** A BOM of merged lines: split by category, sorted, totalled. */
export function bomFromLines(lines: BomLine[], errors: BomError[], safety: SafetyFinding[]): Bom {
  const profiles = lines.filter((l): l is ProfileLine => l.category === "profile");
  const glass = lines.filter((l): l is GlassLine => l.category === "glass");
  const addons = lines.filter((l): l is AddonLine => l.category === "addon");
  const holes = lines.filter((l): l is HoleLine => l.category === "hole");
  const money = lines.filter(
    (l): l is MoneyLine =>
      l.category !== "profile" && l.category !== "glass" && l.category !== "addon" && l.category !== "hole",
  );
  sortLines(profiles, glass);
  return {
    profiles,
    glass,
    addons,
    holes,
    money,
    totals: totalsOf(profiles, glass, addons, money),
    errors,
    safety,
  };
}

/** `String.prototype.localeCompare` without options, built once (it builds a collator per call). */
const byText = new Intl.Collator().compare;

/** Stable order for people and golden files: by code, then longest piece first. */
function sortLines(profiles: ProfileLine[], glass: GlassLine[]): void {
  profiles.sort((a, b) => text(a.code, b.code) || text(a.colour, b.colour) || b.length - a.length);
  glass.sort((a, b) => text(a.spec, b.spec) || b.width - a.width || b.height - a.height);
}

/** Equal texts (most comparisons: the same code) without asking the collator. */
function text(a: string, b: string): number {
  return a === b ? 0 : byText(a, b);
}
