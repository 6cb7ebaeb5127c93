// Splits text into runs, each printed in the first embedded font that has every character of
// it (font fallback), so nothing prints as a missing-glyph box (☒) in the PDF:
// - text is NFC-normalised (a Vietnamese "ố" typed as o + two combining marks is one glyph);
// - it is cut into grapheme clusters (a flag, a skin-toned or ZWJ emoji, a letter with its
//   marks stay whole); a cluster that asks for emoji presentation (an emoji-presentation
//   character, U+FE0F, a keycap, a flag) goes to the emoji font first, any other to the fonts in
//   order;
// - a cluster that no font has is SUBSTITUTED by its code points written "[U+0E2A]" in the
//   first font: the reader sees that a character is there and which one, instead of a box.

export type Face = {
  /** The name the font is registered under in the PDF. */
  name: string;
  has(codePoint: number): boolean;
};

export type Run = { font: string; text: string };

const segmenter = new Intl.Segmenter("und", { granularity: "grapheme" });
/** Joiners and selectors, which no font needs to draw on their own. */
const INVISIBLE = /[\u200D\uFE00-\uFE0F\u{E0020}-\u{E007F}]/u;
const EMOJI_STYLE = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u;

const codePoints = (cluster: string) =>
  [...cluster].filter((ch) => !INVISIBLE.test(ch)).map((ch) => ch.codePointAt(0) ?? 0);

export const substitute = (cluster: string) =>
  codePoints(cluster)
    .map((cp) => `[U+${cp.toString(16).toUpperCase().padStart(4, "0")}]`)
    .join("");

/** Runs of `text` by font; `faces[0]` is the main font, `emoji` the one for emoji clusters. */
export function fontRuns(text: string, faces: readonly Face[], emoji?: Face): Run[] {
  const main = faces[0];
  if (!main) throw new Error("fontRuns: no font");
  const runs: Run[] = [];
  const push = (font: string, part: string) => {
    const last = runs.at(-1);
    if (last?.font === font) last.text += part;
    else runs.push({ font, text: part });
  };
  for (const { segment } of segmenter.segment(text.normalize("NFC"))) {
    const cps = codePoints(segment);
    const covers = (face: Face) => cps.every((cp) => face.has(cp));
    const order = emoji ? (EMOJI_STYLE.test(segment) ? [emoji, ...faces] : [...faces, emoji]) : faces;
    // Line breaks and other controls are layout, not glyphs.
    const face = cps.length === 0 || /^\p{Cc}+$/u.test(segment) ? main : order.find(covers);
    if (face) push(face.name, segment);
    else push(main.name, substitute(segment));
  }
  return runs;
}
