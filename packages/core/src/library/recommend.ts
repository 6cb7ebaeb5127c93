import { shapeSize } from "../design/shapes.ts";
import type { WindowTemplate } from "./template-types.ts";

// The "AI recommendation" of the drawing page, which is honestly a rule: templates are ranked
// by how close their proportions and size are to the current frame, and by how often this
// company has used them. No model, no randomness: the same inputs give the same list.

export type RecommendInput = {
  /** Current frame size, mm. */
  width: number;
  height: number;
  /** Times each template id was used by the company. */
  usage: Readonly<Record<string, number>>;
};

export type Recommendation = { template: WindowTemplate; score: number; closeness: number; usage: number };

/** Weight of size/proportion closeness against company usage in the score (0–1). */
export const CLOSENESS_WEIGHT = 0.6;

/** 1 for the same proportions and size, falling towards 0 as they differ (log ratios, so 2× and ½× are equally far). */
export function sizeCloseness(width: number, height: number, tw: number, th: number): number {
  const aspect = Math.abs(Math.log(width / height / (tw / th)));
  const area = Math.abs(Math.log((width * height) / (tw * th)));
  return 1 / (1 + 2 * aspect + 0.5 * area);
}

export function recommendTemplates(
  templates: readonly WindowTemplate[],
  input: RecommendInput,
): Recommendation[] {
  const maxUse = Math.max(0, ...Object.values(input.usage));
  return templates
    .map((template) => {
      const frame = template.design.frames[0];
      const s = frame ? shapeSize(frame.shape) : { width: 1, height: 1 };
      const closeness = sizeCloseness(input.width, input.height, s.width, s.height);
      const used = input.usage[template.id] ?? 0;
      const usage = maxUse > 0 ? Math.log1p(used) / Math.log1p(maxUse) : 0;
      return {
        template,
        closeness,
        usage,
        score: CLOSENESS_WEIGHT * closeness + (1 - CLOSENESS_WEIGHT) * usage,
      };
    })
    .sort((a, b) => b.score - a.score || a.template.id.localeCompare(b.template.id));
}

/** Batch `index` of `size` items ("change a batch" steps through the ranking, wrapping around). */
export function recommendationBatch<T>(ranked: readonly T[], size: number, index: number): T[] {
  if (ranked.length === 0 || size <= 0) return [];
  const batches = Math.ceil(ranked.length / size);
  const start = (((index % batches) + batches) % batches) * size;
  return ranked.slice(start, start + size);
}

/** Built-in and user templates of a type, whose translated name contains the query. */
export function searchTemplates(
  templates: readonly WindowTemplate[],
  filter: { type?: string; text?: string },
  nameOf: (t: WindowTemplate) => string,
): WindowTemplate[] {
  const q = filter.text?.trim().toLowerCase() ?? "";
  return templates.filter(
    (t) => (!filter.type || t.type === filter.type) && (!q || nameOf(t).toLowerCase().includes(q)),
  );
}
