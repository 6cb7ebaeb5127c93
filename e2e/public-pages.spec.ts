// The public pages (SPEC §2, issue 34) through the interface: /official (the landing page), the
// user guide, the articles and the announcements, in all four languages at a desk and on a phone;
// an operator writes an article and an announcement in the console's rich-text editor and a reader
// finds them; the top bar's tutorial link and /trial's tutorial button open the matching guide.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, OPERATOR } from "./fixtures/accounts.ts";
import { LANGUAGE_CHOICES } from "./fixtures/languages.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ArticlesConsole, OfficialPage } from "./pages/public-pages.ts";

type Catalogue = Record<string, unknown>;
const catalogue = (lang: string, ns: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../packages/web/src/locales/${lang}/${ns}.json`, import.meta.url), "utf8"),
  );
/** A text of a catalogue by its dotted key, its {{values}} filled in. */
function text(cat: Catalogue, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split(".").reduce<unknown>((at, part) => (at as Catalogue)?.[part], cat);
  if (typeof found !== "string") throw new Error(`no text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

async function walkPublicPages(page: Page, info: Parameters<Parameters<typeof test>[2]>[1], size: string) {
  const errors = pageErrors(page);
  const official = new OfficialPage(page);
  for (const [lang, name] of LANGUAGE_CHOICES) {
    const own = catalogue(lang, "official");
    const purchase = catalogue(lang, "purchase");
    const guide = catalogue(lang, "guide");
    const articles = catalogue(lang, "articles");
    await official.goto();
    await official.chooseLanguage(name);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(own, "hero.title"));
    // every edition the purchase pages name, at its year price (SPEC §9: design 980 yuan a year)
    await expect(official.editions).toHaveCount(Object.keys(purchase.edition as Catalogue).length);
    const design = official.editions.filter({ hasText: text(purchase, "edition.design") }).first();
    await expect(design).toContainText(text(own, "editions.perYear", { amount: "980.00" }));
    await expect(page.getByTestId("official-sign-up")).toHaveAttribute("href", "/register");
    // the screenshots are there, in the reader's language, and the first one has loaded
    const first = page.getByTestId("official-feature-draw").locator("img");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/pictures/${lang}/`);
    await expectNoSidewaysScroll(page);
    await snap(page, info, `official-${lang}-${size}`);

    // the guide, from the landing page's link
    await official.link(text(own, "nav.guide")).click();
    await page.waitForURL(/\/userGuide/);
    await expect(
      page.getByTestId("user-guide-page").getByRole("heading", { name: text(guide, "title") }),
    ).toBeVisible();
    await page.getByTestId("guide-tab-warehouse").click();
    await expect(page).toHaveURL(/topic=warehouse/);
    await expect(page.getByTestId("guide-warehouse").getByTestId("guide-step")).toHaveText(
      ["1", "2", "3", "4"].map((step) => text(guide, `topics.warehouse.steps.${step}`)),
    );
    const picture = page.getByTestId("guide-warehouse").locator("img");
    await picture.scrollIntoViewIfNeeded(); // loaded lazily, when it comes into view
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/pictures/${lang}/`);
    await expectNoSidewaysScroll(page);
    await snap(page, info, `guide-${lang}-${size}`);

    // the articles and the announcements
    await page.goto("/articleList");
    await expect(
      page.getByTestId("article-list-page").getByRole("heading", { name: text(articles, "list.title") }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, info, `articles-${lang}-${size}`);
    await page
      .getByTestId("article-list-page")
      .getByRole("link", { name: text(articles, "public.announcements") })
      .click();
    await expect(
      page
        .getByTestId("announcements-page")
        .getByRole("heading", { name: text(articles, "announcements.title") }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  expect(errors).toEqual([]);
}

async function signIn(page: Page, phone: string, password: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage("English");
  await login.signIn(phone, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

test.describe("desktop", () => {
  test("the public pages in all four languages", async ({ page }, info) => {
    await walkPublicPages(page, info, "desktop");
  });

  test("an operator writes an article and an announcement; readers find them; the banner links to it", async ({
    page,
    browser,
  }, info) => {
    const stamp = Date.now().toString(36);
    const title = `Measuring a tilt-turn window ${stamp}`;
    const notice = `Maintenance tonight ${stamp}`;
    await signIn(page, OPERATOR.phone, OPERATOR.password);
    const console_ = new ArticlesConsole(page);
    await console_.goto();
    await console_.write(title, "Before you start", "Measure three times", "and write each size down.");
    await expect(page.getByTestId("operator-articles").getByText(title)).toBeVisible();
    await console_.chooseKind("Announcement");
    await console_.write(notice, "Tonight", "22:00 to 23:00", "saving may be slow.");
    await expect(page.getByTestId("operator-articles").getByText(notice)).toBeVisible();
    await snap(page, info, "operator-articles");

    // a visitor signed out sees the article in the list; its whole text asks them to sign in
    const visitor = await browser.newContext({ locale: "en-US" });
    const reader = await visitor.newPage();
    await reader.goto("/articleList");
    const row = reader.getByTestId("article-row").filter({ hasText: title });
    await expect(row).toContainText("Measure three times and write each size down.");
    await row.getByRole("link", { name: "Sign in to read the article" }).click();
    await reader.waitForURL(/\/login/);
    await new LoginPage(reader).signIn(DEMO.phone, DEMO.password);
    await reader.waitForURL(/\/home$/);
    // signed in, the list's link reads the article whole
    await reader.goto("/articleList");
    await row.getByRole("link", { name: "Read the article" }).click();
    await reader.waitForURL(/\/articleDetail\/\d+/);
    await expect(reader.getByTestId("article-title")).toHaveText(title);
    await expect(reader.getByTestId("article-body").locator("h2")).toHaveText("Before you start");
    await expect(reader.getByTestId("article-body").locator("strong")).toHaveText("Measure three times");
    await snap(reader, info, "article-detail");

    // the announcement shows as the app's banner, links to /webgg, and stays closed once closed
    await reader.goto("/home");
    const banner = reader.getByTestId("announcement-banner");
    await expect(banner).toContainText(notice);
    await snap(reader, info, "announcement-banner");
    await banner.getByTestId("announcement-banner-link").click();
    await reader.waitForURL(/\/webgg/);
    await expect(reader.getByTestId("announcement").filter({ hasText: notice })).toContainText(
      "22:00 to 23:00",
    );
    await reader.goto("/home");
    await reader
      .getByTestId("announcement-banner")
      .getByRole("button", { name: "Close the announcement" })
      .click();
    await expect(reader.getByTestId("announcement-banner")).toHaveCount(0);
    await reader.reload();
    await expect(reader.getByTestId("home-page")).toBeVisible();
    await expect(reader.getByTestId("announcement-banner")).toHaveCount(0);
    await visitor.close();
  });

  test("the top bar's tutorial link and /trial's tutorial button open the matching guide", async ({
    page,
  }) => {
    await signIn(page, DEMO.phone, DEMO.password);
    await page.goto("/manage/wareHouse/stockStatus");
    await page.getByTestId("tutorial-link").click();
    await page.waitForURL(/\/userGuide\?topic=warehouse$/);
    await expect(page.getByTestId("guide-warehouse")).toBeVisible();
    await page.getByTestId("guide-open").click();
    await page.waitForURL(/\/manage\/wareHouse/);
    await page.goto("/trial");
    await expect(page.getByTestId("design-canvas")).toBeVisible();
    await page.getByTestId("action-bar").getByTestId("action-tutorial").click();
    await page.waitForURL(/\/userGuide\?topic=drawing$/);
    await expect(page.getByTestId("guide-drawing")).toBeVisible();
  });
});

test.describe("phone", () => {
  test.use(PHONE);

  test("the public pages in all four languages on a phone", async ({ page }, info) => {
    await walkPublicPages(page, info, "phone");
  });
});
