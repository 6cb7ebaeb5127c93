// Identical lines merge into one, adding counts, weights, areas and amounts and keeping
// every source, so totals never change by merging.
import type { GlassTemplate } from "../design/layout-types.ts";
import type { AcuteEnd, BomLine } from "./types.ts";

const SEP = "\u0001";

/**
 * The fields that identify a line (docs/bom.md, Merging), handed to `visit` with the line: its
 * category's root, four fields a merger files it by (code or spec, name, colour, length or
 * width) and three that tell the lines of one bucket apart (padded with ""). Equal parts, same
 * line. Written once for `identityOf` and for `LineMerger.add`, which must never differ; `visit`
 * is called with the fields, not handed an array, so a merger allocates nothing per line.
 */
function visitIdentity<R>(line: BomLine, visit: IdentityVisitor<R>): R {
  switch (line.category) {
    case "profile":
      return visit(
        line,
        "p",
        line.code,
        line.name,
        line.colour,
        line.length,
        line.angleA,
        line.angleB,
        profileTail(line.optimize, line.acuteEnds),
      );
    case "glass":
      return visit(
        line,
        "g",
        line.spec,
        line.name,
        line.width,
        line.height,
        templateKey(line.template),
        line.replaces ?? "",
        "",
      );
    case "addon":
      return visit(line, "a", line.code, line.name, line.colour, line.unitPrice, "", "", "");
    case "hole":
      return visit(line, "h", line.process, line.code, line.name, "", "", "", "");
    default:
      return visit(line, line.category, line.name, line.unitPrice, "", "", "", "", "");
  }
}

/** A line's identity: its root, the four fields it is filed by and the three that tell twins apart. */
type IdentityKey = [root: string, k0: Part, k1: Part, k2: Part, k3: Part, r0: Part, r1: Part, r2: Part];
type IdentityVisitor<R> = (line: BomLine, ...key: IdentityKey) => R;

/** The fields that identify a line: equal parts, same line. */
export function identityOf(line: BomLine): readonly (string | number | boolean)[] {
  return visitIdentity(line, (_line, ...parts) => parts);
}

/**
 * A profile line's last identity field: its optimize flag, and its acute ends when it has any
 * (a piece whose end is a 15° joint cut square is not the twin of one whose end is a 90° corner).
 */
export function profileTail(optimize: boolean, acuteEnds: readonly AcuteEnd[] | undefined): Part {
  if (!acuteEnds) return optimize;
  return `${optimize}${acuteEnds.map((a) => `${SEP}${a.end}${a.style}${a.joint}`).join("")}`;
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

type Part = string | number | boolean;
/** Lines whose trie path is equal, told apart by the identity's remaining fields. */
interface Entry {
  readonly r0: Part;
  readonly r1: Part;
  readonly r2: Part;
  readonly line: BomLine;
}
type Level<T> = Map<Part, T>;
type Trie = Level<Level<Level<Level<Entry[]>>>>;

/** Same value as a Map key compares (NaN equals NaN). */
function same(a: Part, b: Part): boolean {
  return a === b || (typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b));
}

function child<T>(level: Level<T>, key: Part, make: () => T): T {
  let next = level.get(key);
  if (next === undefined) {
    next = make();
    level.set(key, next);
  }
  return next;
}

// made once: a closure written at the call would be allocated per line
const newTrie = (): Trie => new Map();
const newL1 = (): Level<Level<Level<Entry[]>>> => new Map();
const newL2 = (): Level<Level<Entry[]>> => new Map();
const newL3 = (): Level<Entry[]> => new Map();
const newBucket = (): Entry[] => [];

function scan(entries: readonly Entry[], r0: Part, r1: Part, r2: Part): BomLine | undefined {
  for (const e of entries) if (same(e.r0, r0) && same(e.r1, r1) && same(e.r2, r2)) return e.line;
  return undefined;
}

/**
 * Finds a line's twin through nested maps, one per category and one level for each of the
 * identity's first four fields (code or spec, name, colour, length or width), then among the
 * few lines of that bucket by the rest (a profile's end angles and optimize flag). The fields
 * are read from the line, never copied into a key: codes and names are the series' own
 * strings, whose hashes V8 keeps, and a line that merges (most of the order's ~28,000) costs
 * no allocation. The fields are `visitIdentity`'s, as `identityOf` lists them.
 */
export class LineMerger {
  private readonly roots: Level<Trie> = new Map();
  private readonly all: BomLine[] = [];

  add(line: BomLine): void {
    visitIdentity(line, this.put);
  }

  private readonly put: IdentityVisitor<void> = (line, root, k0, k1, k2, k3, r0, r1, r2) => {
    const trie = child(this.roots, root, newTrie);
    const l1 = child(trie, k0, newL1);
    const l2 = child(l1, k1, newL2);
    const l3 = child(l2, k2, newL3);
    const entries = child(l3, k3, newBucket);
    const existing = scan(entries, r0, r1, r2);
    if (!existing) {
      entries.push({ r0, r1, r2, line });
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
  };

  /**
   * The line already holding this identity (the fields `add` reads, in its order), or
   * undefined; creates nothing. A row that finds its twin adds to it without building a line.
   */
  readonly find: (...key: IdentityKey) => BomLine | undefined = (root, k0, k1, k2, k3, r0, r1, r2) => {
    const entries = this.roots.get(root)?.get(k0)?.get(k1)?.get(k2)?.get(k3);
    return entries ? scan(entries, r0, r1, r2) : undefined;
  };

  /** Merged lines in order of first appearance. */
  lines(): BomLine[] {
    return [...this.all];
  }
}
