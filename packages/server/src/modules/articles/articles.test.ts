import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { grantOperator } from "../../db/seed.ts";
import { callRoute, malformed, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { XSS_PAYLOADS } from "./xss-payloads.ts";

// Articles and announcements (SPEC §2 /articleList, /articleDetail, /webgg; issue 34): operators
// write them with rich text, the server keeps only sanitised HTML, readers read the published ones.

const t = testAppForFile();
const token = (s: Session) => s.userinfo.api_token;

async function operator(): Promise<string> {
  const s = await registerAccount(t.app, t.clock, { company: "Operations" });
  await grantOperator(t.database.db, s.userinfo.phone_number as string);
  return token(s);
}

const article = (over: Record<string, unknown> = {}) => ({
  kind: "article" as const,
  language: "en-US" as const,
  title: "Measuring a tilt-turn window",
  bodyHtml: "<h2>Before you start</h2><p>Measure the <strong>opening</strong> three times.</p>",
  published: true,
  ...over,
});

type Article = {
  id: number;
  bodyHtml: string;
  summary: string;
  published: boolean;
  publishedAt: string | null;
};

async function write(op: string, body = article()): Promise<Article> {
  const res = await callRoute(t.app, routes.articles.create, { token: op, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as Article;
}

/**
 * Would a browser run anything in this HTML? Parsed as a browser parses it (jsdom): no element
 * that runs or embeds, no on* attribute, no URL attribute with a scheme other than http(s)/mailto.
 */
function runnable(html: string): string[] {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        "script",
        "iframe",
        "object",
        "embed",
        "svg",
        "math",
        "style",
        "link",
        "meta",
        "base",
        "form",
        "input",
        "template",
        "noscript",
        "body",
        "video",
        "audio",
        "source",
        "details",
        "marquee",
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on") || name === "style" || name === "srcdoc" || name === "xlink:href")
        found.push(`${tag}@${name}`);
      if (
        ["href", "src", "action", "formaction"].includes(name) &&
        !/^(https?:|mailto:)/i.test(attr.value.trim()) &&
        !(name === "href" && /^\/[^/]/.test(attr.value))
      )
        found.push(`${tag}@${name}=${attr.value}`);
    }
    if (tag === "a" && el.getAttribute("rel") !== "noopener noreferrer nofollow") found.push("a without rel");
  }
  return found;
}

describe("articles: writing", () => {
  it("only operators write; others are refused and nothing is stored", async () => {
    const user = token(await registerAccount(t.app, t.clock));
    const res = await callRoute(t.app, routes.articles.create, {
      token: user,
      body: article(),
      lang: "en-US",
    });
    expect(res.body).toMatchObject({ code: 2, message: "You are not an administrator" });
    const anonymous = await callRoute(t.app, routes.articles.create, { body: article() });
    expect(anonymous.body.code).not.toBe(0);
    expect(
      (await callRoute(t.app, routes.articles.list, { query: { page: 1, pageSize: 100 } })).body.data?.items,
    ).not.toContainEqual(expect.objectContaining({ title: article().title }));
  });

  it("keeps the editor's marks and safe links, gives each link rel and target, drops pictures", async () => {
    const op = await operator();
    const saved = await write(
      op,
      article({
        bodyHtml:
          '<p>See <a href="https://example.com/guide">the guide</a> and <em>ask</em>.</p><ul><li>one</li></ul><img src="https://example.com/a.png" alt="A">',
      }),
    );
    expect(saved.bodyHtml).toBe(
      '<p>See <a href="https://example.com/guide" rel="noopener noreferrer nofollow" target="_blank">the guide</a> and <em>ask</em>.</p><ul><li>one</li></ul>',
    );
    expect(saved.summary).toBe("See the guide and ask. one");
  });

  it("strips every payload of the XSS list before storing, so no reader is ever sent it", async () => {
    const op = await operator();
    for (const payload of XSS_PAYLOADS) {
      const body = article({ bodyHtml: `<p>Safe text</p>${payload}` });
      const saved = await write(op, body);
      expect(runnable(saved.bodyHtml), payload).toEqual([]);
      // what a reader gets is what was stored
      const read = await callRoute(t.app, routes.articles.detail, { token: op, params: { id: saved.id } });
      expect(read.body.data?.bodyHtml).toBe(saved.bodyHtml);
      expect(saved.bodyHtml).toContain("<p>Safe text</p>");
    }
  });

  it("refuses a body that is only markup with nothing left, at the field, in the caller's language", async () => {
    const op = await operator();
    for (const [lang, words] of [
      ["en-US", /nothing allowed is left/],
      ["zh-CN", /没有剩下/],
    ] as const) {
      const res = await callRoute(t.app, routes.articles.create, {
        token: op,
        lang,
        body: article({ title: `Empty ${lang}`, bodyHtml: "<script>alert(1)</script><p> </p>" }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe("bodyHtml");
      expect(res.body.errors?.[0]?.message).toMatch(words);
    }
    const tooLong = await callRoute(t.app, routes.articles.create, {
      token: op,
      body: malformed({ ...article(), title: "x".repeat(121) }),
    });
    expect(tooLong.status).toBe(400);
    const list = (await callRoute(t.app, routes.articles.operatorList, { token: op })).body.data ?? [];
    expect(list.map((a) => a.title)).not.toContain("Empty en-US");
  });
});

describe("articles: reading", () => {
  it("the list is public and shows published articles only, newest first; the whole text needs sign-in", async () => {
    const op = await operator();
    const first = await write(op, article({ title: "First published" }));
    t.clock.advance(60_000);
    const draft = await write(op, article({ title: "A draft", published: false }));
    t.clock.advance(60_000);
    const second = await write(op, article({ title: "Second published" }));
    const announcement = await write(op, article({ kind: "announcement", title: "Maintenance tonight" }));

    const list = await callRoute(t.app, routes.articles.list, { query: { page: 1, pageSize: 100 } });
    const titles = (list.body.data?.items ?? []).map((a) => a.title);
    expect(titles.indexOf("Second published")).toBeLessThan(titles.indexOf("First published"));
    expect(titles).not.toContain("A draft");
    expect(titles).not.toContain("Maintenance tonight");

    const anonymous = await callRoute(t.app, routes.articles.detail, { params: { id: first.id } });
    expect(anonymous.body.code).toBe(-998);
    const reader = token(await registerAccount(t.app, t.clock));
    const read = await callRoute(t.app, routes.articles.detail, { token: reader, params: { id: second.id } });
    expect(read.body.data).toMatchObject({ title: "Second published", published: true });
    for (const hidden of [draft.id, announcement.id, 999_999]) {
      const res = await callRoute(t.app, routes.articles.detail, { token: reader, params: { id: hidden } });
      expect(res.body).toMatchObject({ code: 2, key: "missing.invalid_id" });
    }
    const announcements = (await callRoute(t.app, routes.articles.announcements, {})).body.data ?? [];
    expect(announcements[0]).toMatchObject({ id: announcement.id, title: "Maintenance tonight" });
  });

  it("publishing keeps its first moment; unpublishing hides it; removing deletes it", async () => {
    const op = await operator();
    const a = await write(op, article({ title: "Winter glazing" }));
    t.clock.advance(3_600_000);
    const put = (body: ReturnType<typeof article>) =>
      callRoute(t.app, routes.articles.update, { token: op, params: { id: a.id }, body });
    const hidden = await put(article({ title: "Winter glazing", published: false }));
    expect(hidden.body.data).toMatchObject({ published: false, publishedAt: a.publishedAt });
    const pub = (await callRoute(t.app, routes.articles.list, { query: { page: 1, pageSize: 100 } })).body
      .data;
    expect(pub?.items.map((i) => i.id)).not.toContain(a.id);
    const again = await put(article({ title: "Winter glazing, revised" }));
    expect(again.body.data).toMatchObject({ published: true, publishedAt: a.publishedAt });
    expect(
      (await callRoute(t.app, routes.articles.remove, { token: op, params: { id: a.id } })).body.code,
    ).toBe(0);
    const gone = await callRoute(t.app, routes.articles.remove, { token: op, params: { id: a.id } });
    expect(gone.body).toMatchObject({ code: 2, key: "missing.invalid_id" });
  });
});
