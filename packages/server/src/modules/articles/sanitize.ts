import sanitizeHtml from "sanitize-html";

// What an operator's rich text (the console's TipTap editor) may keep (docs/articles.md): the
// editor's own marks and blocks, and links over http(s) or mailto. No pictures: the site's content
// security policy loads images from itself only, so another site's would not show. Everything else — scripts,
// styles, event handlers, frames, forms, SVG, javascript:/data: URLs — is dropped here, on the
// server, before anything is stored: a reader's browser only ever gets what this function kept.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
  ],
  allowedAttributes: { a: ["href", "title"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // a link leaves the site without handing it the page (rel) and opens beside it
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};
// rel and target are set by the transform, so they must be allowed to stay
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ["href", "title", "rel", "target"] };

/** The HTML a reader may be given. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of HTML (no tags at all), for a list's summary. */
export function textOfHtml(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"');
}
