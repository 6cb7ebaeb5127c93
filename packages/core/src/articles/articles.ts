// Articles and announcements (SPEC §2 /articleList, /articleDetail/{id}, /webgg; issue 34): written
// by an operator in the operator console with a rich-text editor; the server keeps only the HTML
// its sanitiser lets through. An article is read on /articleList and /articleDetail; an
// announcement is shown on /webgg and, while it is the newest one, as the banner in the app.

export const ARTICLE_KINDS = ["article", "announcement"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Limits of what an operator writes: the title is plain text, the body HTML before sanitising. */
export const ARTICLE_LIMITS = { title: 120, bodyHtml: 100_000, summary: 160 } as const;

/**
 * The summary a list shows: the body's text (tags already stripped by the caller), its white space
 * collapsed, cut at a word boundary within `max` characters with an ellipsis when cut.
 * "A  quick\nnote" → "A quick note".
 */
export function summaryOf(text: string, max: number = ARTICLE_LIMITS.summary): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  // a word boundary in the second half of the cut, else the hard cut (CJK text has no spaces)
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The announcement the app's banner shows: the newest published one the reader has not closed.
 * `closed` holds the ids the reader closed (kept in the browser).
 */
export function bannerAnnouncement<T extends { id: number }>(
  newestFirst: readonly T[],
  closed: readonly number[],
): T | null {
  return newestFirst.find((a) => !closed.includes(a.id)) ?? null;
}
