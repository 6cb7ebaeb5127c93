import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { DesignerPage, WindowLibraryPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { MarketFindPage, MarketUploadPage } from "./pages/market-pages.ts";

// The market (issue 34) through the interface: company A publishes a series with a description
// and a picture (a description over 60 characters is refused at the field, never cut); company B
// finds it at /find, previews it — formulas and a test BOM, no prices — clones it into its own
// catalogue and sees it in its series list; A sees the clone counted.

async function publishAsNewFactory(page: Page, request: APIRequestContext, info: TestInfo, title: string) {
  await registerFactoryInUi(page, request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: `Alpha Profiles ${Date.now() % 100_000}`,
    nickname: "Ana",
  });
  await page.goto("/product-manage/index");
  await expect(page.getByTestId("product-catalogue")).toBeVisible();
  const upload = new MarketUploadPage(page);
  await upload.openFromCatalogue();
  await expect(upload.status).toContainText("Not published yet");
  await upload.title.fill(title);
  await upload.description.fill("x".repeat(61));
  await upload.publish();
  // refused at the field with what is allowed; nothing was published
  await expect(page.getByText("The description is at most 60 characters")).toBeVisible();
  await expect(upload.description).toHaveValue("x".repeat(61));
  await expect(upload.status).toContainText("Not published yet");
  await upload.description.fill("Thermal-break casement, tested on site");
  await upload.addPicture("front.png");
  await snap(page, info, "publish-form");
  await upload.publish();
  await expect(upload.status).toContainText("On the market");
  await expect(upload.status).toContainText("Version 1 · clones: 0");
  await expectNoSidewaysScroll(page);
  await snap(page, info, "published");
}

async function signInDemo(browser: Browser, options: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home$/);
  return { context, page };
}

async function findPreviewClone(page: Page, info: TestInfo, title: string) {
  const find = new MarketFindPage(page);
  await find.search(title);
  await expect(find.card(title)).toBeVisible();
  await expect(find.card(title)).toContainText("Thermal-break casement, tested on site");
  await expect(find.card(title).locator("img")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, info, "found");
  await find.openPreview(title);
  await expect(page.getByTestId("market-no-cost")).toBeVisible();
  // the sample window's cut list is there; no price or amount anywhere in the preview
  await expect(page.getByTestId("market-test-bom").locator("tbody tr.ant-table-row").first()).toBeVisible();
  await expect(page.getByTestId("market-test-bom")).not.toContainText(/price|amount|¥/i);
  await find.preview.getByText(/^Profiles \(\d+\)$/).click();
  await expect(find.preview.locator("thead").nth(3)).toContainText("Face width");
  for (const head of await find.preview.locator("thead").all())
    await expect(head).not.toContainText(/price/i);
  await snap(page, info, "preview");
  await find.clone();
  await expect(page.getByTestId("market-cloned")).toContainText(`Cloned into your catalogue as ${title}`);
  await snap(page, info, "cloned");
  await page.getByTestId("market-open-series").click();
  await page.waitForURL(/\/product-manage\/index$/);
  await expect(page.getByTestId(`series-row-${title}`)).toBeVisible();
  await snap(page, info, "in-catalogue");
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("A publishes a series; B finds it at /find, previews it without prices, clones it and has it in its series", async ({
    page,
    request,
    browser,
  }, info) => {
    const title = `Zephyr 65 ${Date.now() % 100_000}`;
    await publishAsNewFactory(page, request, info, title);

    const b = await signInDemo(browser, { viewport: { width: 1280, height: 800 } });
    // at 1280 px the top bar's later entries are under its "…" menu
    await b.page.getByTestId("main-nav").locator(".ant-menu-overflow-item-rest").hover();
    await b.page.locator(".ant-menu-submenu-popup").getByText("Market", { exact: true }).click();
    await b.page.waitForURL(/\/find$/);
    await expect(b.page.getByTestId("market-page")).toBeVisible();
    await findPreviewClone(b.page, info, title);
    await b.context.close();

    // the publisher sees the clone counted
    await page.reload();
    await expect(new MarketUploadPage(page).status).toContainText("Version 1 · clones: 1");
  });
});

test.describe("phone", () => {
  test.use(PHONE);

  test("the same on a 390 × 844 phone", async ({ page, request, browser }, info) => {
    const title = `Breeze 70 ${Date.now() % 100_000}`;
    await publishAsNewFactory(page, request, info, title);
    const b = await signInDemo(browser, PHONE);
    await b.page.waitForURL(/\/home$/);
    await new CompactShell(b.page).go("Market");
    await b.page.waitForURL(/\/find$/);
    await expect(b.page.getByTestId("market-page")).toBeVisible();
    await findPreviewClone(b.page, info, title);
    await b.context.close();
  });
});

// Window templates on the market (issue 34, /product-manage/addWindoorMob/{group_id}) through the
// interface: company A draws a window, saves it as a template and publishes it from its window
// library (a description over 60 characters is refused at the field); company B shows only
// window templates at /find, previews its drawing (no prices), clones it and finds it in its own
// window library marked with the published version; A sees the clone counted.

/** A new factory draws a frame, saves it as a template and publishes it; answers the publish page's URL. */
async function publishTemplateAsNewFactory(
  page: Page,
  request: APIRequestContext,
  info: TestInfo,
  title: string,
) {
  await registerFactoryInUi(page, request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: `Gamma Glazing ${Date.now() % 100_000}`,
    nickname: "Gia",
  });
  const size = page.viewportSize();
  // drawing is done on a desktop-sized page; the publishing then happens at the test's size
  await page.setViewportSize({ width: 1280, height: 800 });
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawFirstFrame();
  await designer.run("saveAs");
  await page.getByTestId("template-name-input").fill(title);
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved as a template")).toBeVisible();
  if (size) await page.setViewportSize(size);

  const library = new WindowLibraryPage(page);
  await library.goto();
  const scope = page.getByTestId("window-library");
  await library.filter(scope, null, title);
  const mine = scope.getByTestId("library-grid").locator("[data-testid^=template-user]");
  await mine.getByTestId("publish-template").click();
  await page.waitForURL(/\/product-manage\/addWindoorMob\/\d+$/);
  const upload = new MarketUploadPage(page);
  await expect(upload.status).toContainText("Not published yet");
  await expect(upload.title).toHaveValue(title);
  await upload.description.fill("y".repeat(61));
  await upload.publish();
  await expect(page.getByText("The description is at most 60 characters")).toBeVisible();
  await expect(upload.description).toHaveValue("y".repeat(61));
  await expect(upload.status).toContainText("Not published yet");
  await upload.description.fill("A plain fixed light, 1500 × 1400");
  await snap(page, info, "template-publish-form");
  await upload.publish();
  await expect(upload.status).toContainText("On the market");
  await expect(upload.status).toContainText("Version 1 · clones: 0");
  await expectNoSidewaysScroll(page);
  await snap(page, info, "template-published");
}

async function findPreviewCloneTemplate(page: Page, info: TestInfo, title: string) {
  await page.goto("/find");
  const find = new MarketFindPage(page);
  await find.showKind("Window templates");
  await find.search(title);
  await expect(find.card(title)).toBeVisible();
  await expect(find.card(title)).toContainText("Window templates");
  await expectNoSidewaysScroll(page);
  await snap(page, info, "template-found");
  // the series filter does not show it
  await find.showKind("Series");
  await expect(find.card(title)).toBeHidden();
  await find.showKind("All");
  await find.openTemplatePreview(title);
  const preview = page.getByTestId("market-template-preview");
  await expect(preview.locator("svg").first()).toBeVisible();
  await expect(preview).toContainText("1500 × 1400 mm");
  await expect(page.getByTestId("market-no-cost")).toBeVisible();
  await expect(find.preview).not.toContainText(/price:|amount|¥/i);
  await snap(page, info, "template-preview");
  await find.cloneTemplate();
  await expect(page.getByTestId("market-cloned")).toContainText(
    `Cloned into your window library as ${title}`,
  );
  await page.getByTestId("market-open-series").click();
  await page.waitForURL(/\/windoor-library\/index$/);
  const library = new WindowLibraryPage(page);
  const scope = page.getByTestId("window-library");
  await library.filter(scope, null, title);
  const copy = scope.getByTestId("library-grid").locator("[data-testid^=template-user]");
  await expect(copy).toContainText(title);
  await expect(copy.getByTestId("template-from-market")).toHaveText("From the market, version 1");
  await snap(page, info, "template-in-library");
}

for (const [name, viewport] of [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["phone", PHONE],
] as const) {
  test.describe(name, () => {
    test.use(viewport);

    test(`A publishes a window template; B finds it by kind, previews its drawing and clones it into its window library (${name})`, async ({
      page,
      request,
      browser,
    }, info) => {
      const title = `Nova light ${Date.now() % 100_000}`;
      await publishTemplateAsNewFactory(page, request, info, title);
      const b = await signInDemo(browser, viewport);
      await findPreviewCloneTemplate(b.page, info, title);
      await b.context.close();
      await page.reload();
      await expect(new MarketUploadPage(page).status).toContainText("Version 1 · clones: 1");
    });
  });
}
