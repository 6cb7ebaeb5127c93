// The CJK font embedded in PDFs so Chinese renders (Debian/Ubuntu package fonts-noto-cjk), in
// its regular and bold weights.
import { existsSync, readFileSync } from "node:fs";
import { AppError } from "../../plugins/errors.ts";

export type Weight = "Regular" | "Bold";

const candidates = (weight: Weight) => [
  ...(weight === "Regular" ? [process.env.FENESTRA_CJK_FONT] : []),
  `/usr/share/fonts/opentype/noto/NotoSansCJK-${weight}.ttc`,
  `/usr/share/fonts/noto-cjk/NotoSansCJK-${weight}.ttc`,
  `/usr/share/fonts/google-noto-cjk/NotoSansCJK-${weight}.ttc`,
];

/** Where the regular CJK font is installed, or null (for renderers that load fonts by path). */
export function cjkFontPath(): string | null {
  return candidates("Regular").find((p) => p && existsSync(p)) ?? null;
}

const cached = new Map<Weight, { data: Buffer; family?: string } | null>();

function find(weight: Weight) {
  if (!cached.has(weight)) {
    const path = candidates(weight).find((p) => p && existsSync(p));
    cached.set(
      weight,
      !path
        ? null
        : path.endsWith(".ttc")
          ? { data: readFileSync(path), family: `NotoSansCJKsc-${weight}` }
          : { data: readFileSync(path) },
    );
  }
  return cached.get(weight) ?? null;
}

/**
 * The font's bytes (read once per process) and, for a .ttc collection, the face to use; a
 * clear error when none is installed.
 */
export function cjkFont(): { data: Buffer; family?: string } {
  const font = find("Regular");
  if (!font) throw new AppError("export.font_missing");
  return font;
}

/** The bold weight, or the regular one where the bold is not installed. */
export function cjkBoldFont(): { data: Buffer; family?: string } {
  return find("Bold") ?? cjkFont();
}
