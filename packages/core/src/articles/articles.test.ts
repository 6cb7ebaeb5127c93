import { describe, expect, it } from "vitest";
import { articleBodySchema } from "./articles.schemas.ts";
import { bannerAnnouncement, summaryOf } from "./articles.ts";

describe("summaryOf", () => {
  it("collapses white space and keeps a short text whole", () => {
    expect(summaryOf("A  quick\n\tnote ")).toBe("A quick note");
  });

  it("cuts a long text at a word boundary with an ellipsis", () => {
    // 10 words of 4 letters + 9 spaces = 49 characters; max 20 → cut at 19 = "word word word word"
    // (4×4 + 3 spaces = 19), whose last space is at 14 > 10: "word word word" + "…"
    expect(summaryOf(Array(10).fill("word").join(" "), 20)).toBe("word word word…");
  });

  it("cuts text without spaces (Chinese) hard", () => {
    expect(summaryOf("门窗".repeat(20), 11)).toBe(`${"门窗".repeat(5)}…`);
  });
});

describe("bannerAnnouncement", () => {
  const list = [{ id: 3 }, { id: 2 }, { id: 1 }];
  it("is the newest the reader has not closed", () => {
    expect(bannerAnnouncement(list, [])).toEqual({ id: 3 });
    expect(bannerAnnouncement(list, [3])).toEqual({ id: 2 });
    expect(bannerAnnouncement(list, [1, 2, 3])).toBeNull();
  });
});

describe("articleBodySchema", () => {
  const ok = {
    kind: "article",
    language: "en-US",
    title: " Tilt-turn ",
    bodyHtml: "<p>x</p>",
    published: true,
  };
  it("trims the title and refuses an empty or too long one", () => {
    expect(articleBodySchema.parse(ok).title).toBe("Tilt-turn");
    expect(articleBodySchema.safeParse({ ...ok, title: "  " }).success).toBe(false);
    expect(articleBodySchema.safeParse({ ...ok, title: "x".repeat(121) }).success).toBe(false);
  });
  it("refuses an unknown kind or language", () => {
    expect(articleBodySchema.safeParse({ ...ok, kind: "ad" }).success).toBe(false);
    expect(articleBodySchema.safeParse({ ...ok, language: "fr-FR" }).success).toBe(false);
  });
});
