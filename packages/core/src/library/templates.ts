import type { FrameShape } from "../design/model.ts";
import { TemplateBuilder } from "./build.ts";
import type { TemplateType, WindowTemplate } from "./template-types.ts";

// The built-in window library: common windows and doors at typical nominal sizes (mm).
// Each is built with the real commands, so it is a valid design by construction.

const rect = (width: number, height: number): FrameShape => ({ kind: "rectangle", width, height });

/** The cell under a transom at `at` across `cell` (the light above it stays fixed). */
const belowTransom = (b: TemplateBuilder, cell: string, at: number): string =>
  b.split(cell, "horizontal", [at])[1]!;

/** `cell` split side by side into `parts`, the outer two casements hinged on the frame's sides. */
const outerCasements = (b: TemplateBuilder, cell: string, parts: number | number[]): void => {
  const cells = b.split(cell, "vertical", parts);
  b.sash(cells[0]!, "casement", "left").sash(cells[cells.length - 1]!, "casement", "right");
};

type Recipe = {
  id: string;
  type: TemplateType;
  shape: FrameShape;
  build?: (b: TemplateBuilder, root: string) => void;
};

const recipes: Recipe[] = [
  { id: "fixed", type: "fixed", shape: rect(1200, 1200) },
  { id: "fixed-2", type: "fixed", shape: rect(1800, 1200), build: (b, r) => void b.split(r, "vertical", 2) },
  { id: "fixed-3", type: "fixed", shape: rect(2400, 1500), build: (b, r) => void b.split(r, "vertical", 3) },
  {
    id: "casement-1-left",
    type: "casement",
    shape: rect(600, 1200),
    build: (b, r) => void b.sash(r, "casement", "left"),
  },
  {
    id: "casement-1-right",
    type: "casement",
    shape: rect(600, 1200),
    build: (b, r) => void b.sash(r, "casement", "right"),
  },
  {
    id: "casement-2",
    type: "casement",
    shape: rect(1200, 1400),
    build: (b, r) => outerCasements(b, r, [600]),
  },
  {
    id: "casement-fixed",
    type: "casement",
    shape: rect(1500, 1400),
    build: (b, r) => void b.sash(b.split(r, "vertical", [750])[1]!, "casement", "right"),
  },
  {
    id: "casement-3",
    type: "casement",
    shape: rect(2100, 1500),
    build: (b, r) => outerCasements(b, r, 3),
  },
  {
    id: "casement-4",
    type: "casement",
    shape: rect(2400, 1500),
    build: (b, r) => outerCasements(b, r, 4),
  },
  {
    id: "casement-2-transom",
    type: "casement",
    shape: rect(1200, 1800),
    build: (b, r) => outerCasements(b, belowTransom(b, r, 450), [600]),
  },
  {
    id: "casement-3-transom",
    type: "casement",
    shape: rect(1800, 1800),
    build: (b, r) => outerCasements(b, belowTransom(b, r, 450), 3),
  },
  {
    id: "tilt-turn-1",
    type: "tiltTurn",
    shape: rect(800, 1400),
    build: (b, r) => void b.sash(r, "tiltTurn", "left"),
  },
  {
    id: "tilt-turn-2",
    type: "tiltTurn",
    shape: rect(1400, 1500),
    build: (b, r) => void b.doubleSash(r, "tiltTurn"),
  },
  {
    id: "tilt-turn-fixed",
    type: "tiltTurn",
    shape: rect(1600, 1500),
    build: (b, r) => void b.sash(b.split(r, "vertical", [800])[0]!, "tiltTurn", "left"),
  },
  { id: "awning-1", type: "awning", shape: rect(900, 600), build: (b, r) => void b.sash(r, "awning", "top") },
  {
    id: "awning-over-fixed",
    type: "awning",
    shape: rect(1200, 1600),
    build: (b, r) => void b.sash(b.split(r, "horizontal", [600])[0]!, "awning", "top"),
  },
  {
    id: "hopper-1",
    type: "awning",
    shape: rect(900, 500),
    build: (b, r) => void b.sash(r, "hopper", "bottom"),
  },
  { id: "sliding-2-2", type: "sliding", shape: rect(1500, 1400), build: (b, r) => void b.slide(r, 2, 2) },
  { id: "sliding-3-3", type: "sliding", shape: rect(2100, 1500), build: (b, r) => void b.slide(r, 3, 3) },
  { id: "sliding-3-2", type: "sliding", shape: rect(2100, 1500), build: (b, r) => void b.slide(r, 2, 3) },
  { id: "sliding-4-2", type: "sliding", shape: rect(2800, 1500), build: (b, r) => void b.slide(r, 2, 4) },
  {
    id: "sliding-door-2-2",
    type: "sliding",
    shape: rect(2400, 2100),
    build: (b, r) => void b.slide(r, 2, 2),
  },
  {
    id: "sliding-door-4-3",
    type: "sliding",
    shape: rect(3600, 2200),
    build: (b, r) => void b.slide(r, 3, 4),
  },
  {
    id: "sliding-2-transom",
    type: "sliding",
    shape: rect(1800, 2000),
    build: (b, r) => void b.slide(belowTransom(b, r, 500), 2, 2),
  },
  {
    id: "folding-3",
    type: "folding",
    shape: rect(2400, 2200),
    build: (b, r) => void b.fold(r, 3, "stackLeft"),
  },
  { id: "folding-4", type: "folding", shape: rect(3000, 2200), build: (b, r) => void b.fold(r, 4, "split") },
  { id: "folding-6", type: "folding", shape: rect(4200, 2200), build: (b, r) => void b.fold(r, 6, "split") },
  {
    id: "french-door",
    type: "frenchDoor",
    shape: rect(1500, 2200),
    build: (b, r) => void b.doubleSash(r, "door"),
  },
  {
    id: "french-window",
    type: "frenchDoor",
    shape: rect(1200, 1500),
    build: (b, r) => void b.doubleSash(r, "casement"),
  },
  { id: "door", type: "door", shape: rect(900, 2100), build: (b, r) => void b.sash(r, "door", "left") },
  {
    id: "door-transom",
    type: "door",
    shape: rect(1000, 2500),
    build: (b, r) => void b.sash(belowTransom(b, r, 400), "door", "left"),
  },
  {
    id: "door-sidelights",
    type: "door",
    shape: rect(1800, 2100),
    build: (b, r) => void b.sash(b.split(r, "vertical", [450, 1350])[1]!, "door", "left"),
  },
  {
    id: "door-sidelights-transom",
    type: "door",
    shape: rect(1800, 2500),
    build: (b, r) =>
      void b.sash(b.split(belowTransom(b, r, 400), "vertical", [450, 1350])[1]!, "door", "left"),
  },
  { id: "arch-fixed", type: "arch", shape: { kind: "arch", width: 1200, height: 1600, rise: 400 } },
  {
    id: "arch-casement-2",
    type: "arch",
    shape: { kind: "arch", width: 1400, height: 1800, rise: 450 },
    build: (b, r) => outerCasements(b, belowTransom(b, r, 600), [700]),
  },
  {
    id: "trapezoid-fixed",
    type: "trapezoid",
    shape: { kind: "trapezoid", width: 1500, leftHeight: 1500, rightHeight: 1000 },
  },
  {
    id: "trapezoid-2",
    type: "trapezoid",
    shape: { kind: "trapezoid", width: 1800, leftHeight: 1800, rightHeight: 1200 },
    build: (b, r) => void b.split(r, "vertical", 2),
  },
  {
    id: "triangle-fixed",
    type: "special",
    shape: { kind: "triangle", width: 1500, height: 800, apexX: 750 },
  },
  { id: "circle-fixed", type: "special", shape: { kind: "circle", diameter: 900 } },
];

function buildTemplate(recipe: Recipe): WindowTemplate {
  const b = new TemplateBuilder(recipe.shape);
  recipe.build?.(b, b.root.id);
  return {
    id: `builtin:${recipe.id}`,
    type: recipe.type,
    nameKey: `templates.${recipe.id}`,
    design: b.design,
  };
}

let cache: WindowTemplate[] | null = null;

/** The built-in templates (built once, on first use). */
export function builtinTemplates(): readonly WindowTemplate[] {
  cache ??= recipes.map(buildTemplate);
  return cache;
}

/** Ids of the built-in recipes, in library order (for the locale catalogue check). */
export const BUILTIN_TEMPLATE_IDS: readonly string[] = recipes.map((r) => r.id);
