import type { Layout } from "../design/layout-types.ts";

// Box select picks whole frames: those whose bounds lie inside the rectangle (canvas mm). A
// frame is selected through its first frame member, which the core's delete and the align and
// clone actions map back to the frame.

export type Rect = { x: number; y: number; width: number; height: number };

export function framesInBox(layout: Layout, r: Rect): string[] {
  const ids: string[] = [];
  for (const f of layout.frames) {
    const inside =
      f.x >= r.x && f.y >= r.y && f.x + f.width <= r.x + r.width && f.y + f.height <= r.y + r.height;
    if (!inside) continue;
    const member = layout.members.find((m) => m.frameId === f.id && m.role === "frame");
    if (member) ids.push(member.id);
  }
  return ids;
}

/** The rectangle spanned by two corners. */
export function rectBetween(a: readonly [number, number], b: readonly [number, number]): Rect {
  return {
    x: Math.min(a[0], b[0]),
    y: Math.min(a[1], b[1]),
    width: Math.abs(a[0] - b[0]),
    height: Math.abs(a[1] - b[1]),
  };
}
