import { type CommandEnv, type CommandResult, commands, fail } from "@fenestra/core/commands/index";
import type { Region } from "@fenestra/core/design/model";
import { childrenOf } from "@fenestra/core/design/tree";
import type { SketchSizes } from "@fenestra/core/sketch/ocr/dimensions";
import { proposeDesign, SKETCH_ROUNDING_MM, slideGroup } from "@fenestra/core/sketch/propose-design";
import type { Box, CellKind, SketchNode } from "@fenestra/core/sketch/sketch-types";

// The proposal a recognised sketch makes, as the user corrects it before inserting: the tree of
// splits with each line's place as a share of the frame (0 = its left or top edge, 1 = the other),
// each cell's kind, and the overall size in mm (read or typed; one is enough, the other follows
// the drawing's proportion). A line dragged is placed by its share (its size in mm is the share
// of the overall size, to 5 mm as core proposes it); a size typed is kept exactly as typed. The
// design is built by core's proposeDesign (the designer's own commands), then every line typed
// off the 5 mm step is moved to its exact place with moveMullion, so the design's rules check
// every correction. Pure.

export type Line = {
  readonly at: number /** Typed, exact (mm from the frame's edge). */;
  readonly mm?: number;
};
export type ProposalNode =
  | { readonly kind: "cell"; readonly cell: CellKind }
  | {
      readonly kind: "split";
      readonly direction: "vertical" | "horizontal";
      readonly lines: readonly Line[];
      readonly children: readonly ProposalNode[];
    };
export type Proposal = {
  readonly root: ProposalNode;
  /** The drawn frame's height over its width. */
  readonly aspect: number;
  readonly width?: number;
  readonly height?: number;
};
/** Where a node is: child indexes from the root. */
export type Path = readonly number[];

/** The kinds a cell can be given, as the drawing page names them. */
export const CELL_KINDS = [
  "casementLeft",
  "casementRight",
  "tiltTurnLeft",
  "tiltTurnRight",
  "awning",
  "hopper",
  "slideLeft",
  "slideRight",
  "fixed",
] as const;
export type CellKindName = (typeof CELL_KINDS)[number];

const KIND_OF: Record<CellKindName, CellKind> = {
  casementLeft: { kind: "sash", openType: "casement", hingeSide: "left" },
  casementRight: { kind: "sash", openType: "casement", hingeSide: "right" },
  tiltTurnLeft: { kind: "sash", openType: "tiltTurn", hingeSide: "left" },
  tiltTurnRight: { kind: "sash", openType: "tiltTurn", hingeSide: "right" },
  awning: { kind: "sash", openType: "awning", hingeSide: "top" },
  hopper: { kind: "sash", openType: "hopper", hingeSide: "bottom" },
  slideLeft: { kind: "slide", direction: "left" },
  slideRight: { kind: "slide", direction: "right" },
  fixed: { kind: "fixed" },
};

export const cellKindOf = (name: CellKindName): CellKind => KIND_OF[name];
export function cellKindName(cell: CellKind): CellKindName {
  return CELL_KINDS.find((n) => JSON.stringify(KIND_OF[n]) === JSON.stringify(cell)) ?? "fixed";
}

const round = (mm: number) => Math.round(mm / SKETCH_ROUNDING_MM) * SKETCH_ROUNDING_MM;

/** The proposal of a recognised tree (pixels of the straightened paper). */
export function proposalOf(tree: SketchNode): Proposal {
  const { x0, y0, x1, y1 } = tree.box;
  const convert = (n: SketchNode): ProposalNode =>
    n.kind === "cell"
      ? { kind: "cell", cell: n.cell }
      : {
          kind: "split",
          direction: n.direction,
          lines: n.positions.map((p) => ({
            at: n.direction === "vertical" ? (p - x0) / (x1 - x0) : (p - y0) / (y1 - y0),
          })),
          children: n.children.map(convert),
        };
  return { root: convert(tree), aspect: (y1 - y0) / (x1 - x0) };
}

/** The overall size in mm: as typed or read; with one of them, the other from the drawing's proportion. */
/** The proposal with the overall sizes written on the sketch and read (the user may still change them). */
export function withReadSizes(p: Proposal, sizes: Pick<SketchSizes, "width" | "height">): Proposal {
  return {
    ...p,
    ...(sizes.width ? { width: sizes.width.mm } : {}),
    ...(sizes.height ? { height: sizes.height.mm } : {}),
  };
}

export function overallSize(p: Proposal): { width: number; height: number } | undefined {
  if (p.width !== undefined && p.height !== undefined) return { width: p.width, height: p.height };
  if (p.width !== undefined) return { width: p.width, height: round(p.width * p.aspect) };
  if (p.height !== undefined) return { width: round(p.height / p.aspect), height: p.height };
  return undefined;
}

/** A line's place in mm from the frame's edge: as typed, else its share of `total` to 5 mm. */
export const lineMm = (line: Line, total: number) => line.mm ?? round(line.at * total);

export function nodeAt(root: ProposalNode, path: Path): ProposalNode | undefined {
  let node: ProposalNode | undefined = root;
  for (const i of path) node = node?.kind === "split" ? node.children[i] : undefined;
  return node;
}

function replaceAt(root: ProposalNode, path: Path, f: (n: ProposalNode) => ProposalNode): ProposalNode {
  if (path.length === 0) return f(root);
  if (root.kind !== "split") return root;
  const [i, ...rest] = path;
  return { ...root, children: root.children.map((c, j) => (j === i ? replaceAt(c, rest, f) : c)) };
}

/** The box of the node at `path` as shares of the frame (0..1 both ways). */
export function shareBox(root: ProposalNode, path: Path): Box {
  let box: Box = { x0: 0, y0: 0, x1: 1, y1: 1 };
  let node = root;
  for (const i of path) {
    if (node.kind !== "split") break;
    box = partBox(box, node, i);
    node = node.children[i]!;
  }
  return box;
}

/** The part `i` of a split within its box, by the lines' shares. */
export function partBox(box: Box, split: Extract<ProposalNode, { kind: "split" }>, i: number): Box {
  const at = split.lines.map((l) => l.at);
  if (split.direction === "vertical")
    return { ...box, x0: i === 0 ? box.x0 : at[i - 1]!, x1: i === at.length ? box.x1 : at[i]! };
  return { ...box, y0: i === 0 ? box.y0 : at[i - 1]!, y1: i === at.length ? box.y1 : at[i]! };
}

/** Whether the split at `path` becomes one sliding group (its lines are the panels' meetings, not mullions). */
export function isSlideGroup(p: Proposal, path: Path): boolean {
  const node = nodeAt(p.root, path);
  if (node?.kind !== "split") return false;
  return slideGroup(sketchTree(node, { x0: 0, y0: 0, x1: 1, y1: 1 }, 1, 1)) !== null;
}

export function setCellKind(p: Proposal, path: Path, name: CellKindName): Proposal {
  return {
    ...p,
    root: replaceAt(p.root, path, (n) => (n.kind === "cell" ? { ...n, cell: KIND_OF[name] } : n)),
  };
}

/** Moves line `index` of the split at `path` to a share of the frame (a drag: its mm follow the share). */
export function moveLine(p: Proposal, path: Path, index: number, at: number): Proposal {
  return {
    ...p,
    root: replaceAt(p.root, path, (n) =>
      n.kind === "split" ? { ...n, lines: n.lines.map((l, i) => (i === index ? { at } : l)) } : n,
    ),
  };
}

/**
 * Where line `index` of the split at `path` may go, shares of the frame (exclusive): between the
 * lines beside it, or its part's edges, and the lines of the same direction in the two parts beside it.
 */
export function lineRange(p: Proposal, path: Path, index: number): { lo: number; hi: number } {
  const split = nodeAt(p.root, path);
  if (split?.kind !== "split") return { lo: 0, hi: 1 };
  const box = shareBox(p.root, path);
  const vertical = split.direction === "vertical";
  const before = partBox(box, split, index);
  const after = partBox(box, split, index + 1);
  const at = (n: ProposalNode) => innerLines(n, split.direction).map((l) => l.at);
  const lo = Math.max(vertical ? before.x0 : before.y0, ...at(split.children[index]!));
  const hi = Math.min(vertical ? after.x1 : after.y1, ...at(split.children[index + 1]!));
  return { lo, hi };
}

/** The lines of `direction` anywhere inside a node. */
function innerLines(n: ProposalNode, direction: "vertical" | "horizontal"): Line[] {
  if (n.kind === "cell") return [];
  return [
    ...(n.direction === direction ? n.lines : []),
    ...n.children.flatMap((c) => innerLines(c, direction)),
  ];
}

/** The sizes in mm of the parts of the split at `path` (along its direction), or undefined without a size. */
export function partSizes(p: Proposal, path: Path): number[] | undefined {
  const size = overallSize(p);
  const split = nodeAt(p.root, path);
  if (!size || split?.kind !== "split") return undefined;
  const total = split.direction === "vertical" ? size.width : size.height;
  const edges = splitEdgesMm(p, path, total);
  const at = split.lines.map((l) => lineMm(l, total));
  const bounds = [edges.from, ...at, edges.to];
  return bounds.slice(1).map((b, i) => b - bounds[i]!);
}

/** A split's region edges in mm along its direction (the lines of its ancestors in that direction). */
function splitEdgesMm(p: Proposal, path: Path, total: number): { from: number; to: number } {
  let from = 0;
  let to = total;
  let node = p.root;
  const target = nodeAt(p.root, path);
  const direction = target?.kind === "split" ? target.direction : null;
  for (const i of path) {
    if (node.kind !== "split") break;
    if (node.direction === direction) {
      if (i > 0) from = lineMm(node.lines[i - 1]!, total);
      if (i < node.lines.length) to = lineMm(node.lines[i]!, total);
    }
    node = node.children[i]!;
  }
  return { from, to };
}

/**
 * The part before (left or top of) or after line `index` of the split at `path` typed as `mm`:
 * the line moves, and is kept exactly as typed; the lines beside it stay. Answers the allowed
 * range when it cannot be (exclusive, mm): the line would reach the next line, a line of the same
 * direction nested in a part beside it, or the part's edge.
 */
export function setPartSize(
  p: Proposal,
  path: Path,
  index: number,
  side: "before" | "after",
  mm: number,
): { ok: true; proposal: Proposal } | { ok: false; min: number; max: number } {
  const size = overallSize(p);
  const split = nodeAt(p.root, path);
  if (!size || split?.kind !== "split" || !split.lines[index]) return { ok: false, min: 0, max: 0 };
  const total = split.direction === "vertical" ? size.width : size.height;
  const edges = splitEdgesMm(p, path, total);
  const at = split.lines.map((l) => lineMm(l, total));
  // this split's own lines and edges, and the lines of its direction nested in the parts beside the line
  const own = {
    lo: index === 0 ? edges.from : at[index - 1]!,
    hi: index === at.length - 1 ? edges.to : at[index + 1]!,
  };
  const nested = (part: number) =>
    innerLines(split.children[part]!, split.direction).map((l) => lineMm(l, total));
  const lo = Math.max(own.lo, ...nested(index));
  const hi = Math.min(own.hi, ...nested(index + 1));
  const position = side === "before" ? own.lo + mm : own.hi - mm;
  const [min, max] = side === "before" ? [lo - own.lo, hi - own.lo] : [own.hi - hi, own.hi - lo];
  if (!(mm > min && mm < max)) return { ok: false, min, max };
  const root = replaceAt(p.root, path, (n) =>
    n.kind === "split"
      ? { ...n, lines: n.lines.map((l, i) => (i === index ? { at: position / total, mm: position } : l)) }
      : n,
  );
  return { ok: true, proposal: { ...p, root } };
}

/** The proposal as core's sketch tree in frame mm (box 0..width × 0..height). */
function sketchTree(node: ProposalNode, box: Box, width: number, height: number): SketchNode {
  if (node.kind === "cell") return { kind: "cell", box, cell: node.cell };
  const vertical = node.direction === "vertical";
  const positions = node.lines.map((l) => (vertical ? lineMm(l, width) : lineMm(l, height)));
  const edges = [vertical ? box.x0 : box.y0, ...positions, vertical ? box.x1 : box.y1];
  const children = node.children.map((c, i) =>
    sketchTree(
      c,
      vertical ? { ...box, x0: edges[i]!, x1: edges[i + 1]! } : { ...box, y0: edges[i]!, y1: edges[i + 1]! },
      width,
      height,
    ),
  );
  return { kind: "split", box, direction: node.direction, positions, children };
}

/** Mullions the design holds off their typed place (proposeDesign puts them to 5 mm): id → exact mm. */
function exactMoves(region: Region, node: SketchNode, out: { mullionId: string; position: number }[]) {
  if (node.kind === "cell" || slideGroup(node) || region.kind !== "split") return out;
  region.mullions.forEach((m, i) => {
    const want = node.positions[i];
    if (want !== undefined && m.position !== want) out.push({ mullionId: m.id, position: want });
  });
  childrenOf(region).forEach((c, i) => {
    const child = node.children[i];
    if (child) exactMoves(c, child, out);
  });
  return out;
}

/** The design the proposal makes (one rectangular frame at 0, 0), or the design's refusal. */
export function proposalDesign(p: Proposal, env: CommandEnv, seriesId = "default"): CommandResult {
  const size = overallSize(p);
  if (!size) return fail("design.size_not_positive");
  const tree = sketchTree(p.root, { x0: 0, y0: 0, x1: size.width, y1: size.height }, size.width, size.height);
  let result = proposeDesign(tree, size, env, seriesId);
  if (!result.ok) return result;
  for (const move of exactMoves(result.design.frames[0]!.root, tree, [])) {
    if (!result.ok) break;
    result = commands.moveMullion.run(result.design, move, env);
  }
  return result;
}
