// "Copy plan" of the 3D page (SPEC §5: a window must be picked before copying a plan in 3D): the
// picked window's plan — the drawing of that frame alone with its dimensions (core's
// windowPlanSvg, as the drawing page draws) — to the clipboard as a PNG picture, to paste into a
// chat, a mail or a quote. Without a pick it is refused and nothing is copied.
import { svgToPng } from "../../shared/files/svg-to-png.ts";

export type PlanCopy = "copied" | "pickFirst";

export type ClipboardDeps = {
  /** Writes a PNG (given as a promise: the browser keeps the click's permission while it is made). */
  writePng: (png: Promise<Blob>) => Promise<void>;
  toPng: (svg: string) => Promise<Blob>;
};

/** Whether this browser can put a picture on the clipboard (else the button is not offered). */
export function canCopyPictures(): boolean {
  return (
    typeof ClipboardItem !== "undefined" &&
    typeof navigator !== "undefined" &&
    typeof navigator.clipboard?.write === "function"
  );
}

export const browserClipboard: ClipboardDeps = {
  writePng: (png) => navigator.clipboard.write([new ClipboardItem({ "image/png": png })]),
  toPng: svgToPng,
};

/**
 * Copies the plan of the picked frame `picked` (`planOf` draws it: null where the drawing has no
 * such frame) to the clipboard; "pickFirst" (nothing copied) without a pick. A clipboard that
 * refuses rejects.
 */
export async function copyWindowPlan(
  picked: string | null,
  planOf: (frameId: string) => string | null,
  deps: ClipboardDeps = browserClipboard,
): Promise<PlanCopy> {
  const svg = picked === null ? null : planOf(picked);
  if (svg === null) return "pickFirst";
  await deps.writePng(deps.toPng(svg));
  return "copied";
}
