// Identical lines merge into one, adding counts, weights, areas and amounts and keeping
// every source, so totals never change by merging.
import type { GlassTemplate } from "../design/layout-types.ts";
import type { BomLine } from "./types.ts";

const SEP = "\u0001";

/** The fields that identify a line (docs/bom.md, Merging): equal parts, same line. */
export function identityOf(line: BomLine): readonly (string | number | boolean)[] {
  switch (line.category) {
    case "profile":
      return ["p", line.code, line.name, line.colour, line.length, line.angleA, line.angleB, line.optimize];
    case "glass":
      return ["g", line.spec, line.name, line.width, line.height, templateKey(line.template)];
    case "addon":
      return ["a", line.code, line.name, line.colour, line.unitPrice];
    case "hole":
      return ["h", line.process, line.code, line.name];
    default:
      return ["m", line.category, line.name, line.unitPrice];
  }
}

const templateKeys = new WeakMap<GlassTemplate, string>();

/** Panes of different shapes in the same bounding box are different panes. */
function templateKey(t: GlassTemplate | undefined): string {
  if (!t) return "";
  let key = templateKeys.get(t);
  if (key === undefined) {
    const r = (n: number) => Math.round(n * 10) / 10;
    key = t.edges
      .map((e) => `${r(e.from[0])},${r(e.from[1])}${e.radius === undefined ? "" : `r${r(e.radius)}`}`)
      .join(" ");
    templateKeys.set(t, key);
  }
  return key;
}

/** The identity as one string (for callers that need a key, e.g. a table row key). */
export function lineKey(line: BomLine): string {
  return identityOf(line).join(SEP);
}

type Trie = Map<string | number | boolean, Trie | BomLine>;

/**
 * Finds a line's twin through nested maps, one level per identity field. Codes and names are
 * the series' own strings, whose hashes V8 keeps, so this avoids building and hashing a long
 * key string for each of the order's ~17,000 unmerged lines.
 */
export class LineMerger {
  private readonly root: Trie = new Map();
  private readonly all: BomLine[] = [];

  add(line: BomLine): void {
    const parts = identityOf(line);
    let node = this.root;
    const last = parts.length - 1;
    for (let i = 0; i < last; i++) {
      const part = parts[i] as string | number | boolean;
      let next = node.get(part) as Trie | undefined;
      if (!next) {
        next = new Map();
        node.set(part, next);
      }
      node = next;
    }
    const leaf = parts[last] as string | number | boolean;
    const existing = node.get(leaf) as BomLine | undefined;
    if (!existing) {
      node.set(leaf, line);
      this.all.push(line);
      return;
    }
    existing.count += line.count;
    for (const s of line.sources) existing.sources.push(s);
    if ("amount" in existing && "amount" in line) existing.amount += line.amount;
    if (existing.category === "profile" && line.category === "profile") existing.weight += line.weight;
    if (existing.category === "glass" && line.category === "glass") {
      existing.area += line.area;
      existing.weight += line.weight;
    }
    if ("quantity" in existing && "quantity" in line) existing.quantity += line.quantity;
  }

  /** Merged lines in order of first appearance. */
  lines(): BomLine[] {
    return [...this.all];
  }
}
