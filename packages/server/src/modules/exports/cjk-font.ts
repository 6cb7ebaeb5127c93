// The CJK font embedded in PDFs so Chinese renders (Debian/Ubuntu package fonts-noto-cjk).
import { existsSync, readFileSync } from "node:fs";
import { AppError } from "../../plugins/errors.ts";

const CANDIDATES = [
  process.env.FENESTRA_CJK_FONT,
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
];

let cached: { data: Buffer; family?: string } | undefined;

/**
 * The font's bytes (read once per process) and, for a .ttc collection, the face to use; a
 * clear error when none is installed.
 */
export function cjkFont(): { data: Buffer; family?: string } {
  if (cached) return cached;
  for (const path of CANDIDATES) {
    if (path && existsSync(path)) {
      const data = readFileSync(path);
      cached = path.endsWith(".ttc") ? { data, family: "NotoSansCJKsc-Regular" } : { data };
      return cached;
    }
  }
  throw new AppError("export.font_missing");
}
