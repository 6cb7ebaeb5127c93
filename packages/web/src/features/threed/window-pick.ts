// Picking a window in the 3D view (SPEC §5: a window must be picked before copying its plan): a
// tap or click on it — a press let go where it was pressed, soon — picks the frame under it; a
// drag turns the view instead and picks nothing. Plain data, tested without WebGL.

export type Press = { x: number; y: number; time: number };

/** How far (CSS px) and how long (ms) a press may move and last and still be a tap, not a drag. */
export const TAP = { slop: 6, ms: 600 } as const;

/** Whether a press from `down` let go at `up` is a tap (it picks) rather than a drag (it turns the view). */
export function isTap(down: Press, up: Press): boolean {
  return Math.hypot(up.x - down.x, up.y - down.y) <= TAP.slop && up.time - down.time <= TAP.ms;
}

/** The picked window's place among the drawing's frames (1-based, in the drawing's order), for its label; null if gone. */
export function pickedPlace(
  frames: readonly { id: string }[],
  picked: string | null,
): { index: number; count: number } | null {
  const i = picked === null ? -1 : frames.findIndex((f) => f.id === picked);
  return i < 0 ? null : { index: i + 1, count: frames.length };
}
