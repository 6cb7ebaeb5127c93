import type { Layout } from "@fenestra/core";

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

/** Frame ids of the current selection (members or openings of those frames): core's editor's. */
export { selectedFrameIds } from "@fenestra/core/editor/editor";
