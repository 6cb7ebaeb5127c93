// The leftover rectangles of a guillotine layout: the parts of the sheet no pane covers, as the
// cuts that part the panes leave them (each a rectangle the same cuts free).
import type { Rect } from "./types.ts";

/**
 * The leftovers of `box` around `panes` (a layout guillotine cuts can part: the caller's
 * fillers make only such). The box is cut where a straight line right across it parts the panes,
 * again and again; a part with one pane leaves the strips beside it and above and below it.
 */
export function leftoversOf(panes: readonly Rect[], box: Rect): Rect[] {
  const out: Rect[] = [];
  split(panes, box, out);
  return out.filter((r) => r.width > 0 && r.height > 0);
}

function split(panes: readonly Rect[], box: Rect, out: Rect[]): void {
  if (panes.length === 0) {
    out.push(box);
    return;
  }
  if (panes.length === 1) {
    const p = panes[0] as Rect;
    const right = box.x + box.width;
    const bottom = box.y + box.height;
    out.push({ x: box.x, y: box.y, width: p.x - box.x, height: box.height });
    out.push({ x: p.x + p.width, y: box.y, width: right - p.x - p.width, height: box.height });
    out.push({ x: p.x, y: box.y, width: p.width, height: p.y - box.y });
    out.push({ x: p.x, y: p.y + p.height, width: p.width, height: bottom - p.y - p.height });
    return;
  }
  for (const axis of ["x", "y"] as const) {
    const start = (r: Rect) => (axis === "x" ? r.x : r.y);
    const end = (r: Rect) => (axis === "x" ? r.x + r.width : r.y + r.height);
    const sorted = [...panes].sort((a, b) => start(a) - start(b));
    let reach = end(sorted[0] as Rect);
    for (let i = 1; i < sorted.length; i++) {
      const r = sorted[i] as Rect;
      if (reach <= start(r)) {
        const [a, b]: [Rect, Rect] =
          axis === "x"
            ? [
                { x: box.x, y: box.y, width: reach - box.x, height: box.height },
                { x: reach, y: box.y, width: box.x + box.width - reach, height: box.height },
              ]
            : [
                { x: box.x, y: box.y, width: box.width, height: reach - box.y },
                { x: box.x, y: reach, width: box.width, height: box.y + box.height - reach },
              ];
        split(sorted.slice(0, i), a, out);
        split(sorted.slice(i), b, out);
        return;
      }
      reach = Math.max(reach, end(r));
    }
  }
  throw new Error("leftoversOf: the panes are not a guillotine layout");
}
