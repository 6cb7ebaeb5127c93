import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, stepShots } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// The share link's drawing speaks the viewer's language: a factory draws a two-cell window into a
// contract and shares it; customers open the link on a phone (390 × 844) and read the cell
// dimensions' label in their language, the same figures as the designer's "clear": a Chinese
// phone as "净" (the browser's language), a viewer who chose Русский on the share page's own
// language switch as "в свету" (browser languages other than Chinese start in English, SPEC §1).
const CLEAR = { "ru-RU": "в свету", "zh-CN": "净" } as const;

test("a shared window's cell labels are in the phone viewer's language", async ({ page, browser }, info) => {
  const shot = stepShots(page, info);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  const contracts = new ContractPage(page);
  await contracts.createFromList("Share labels");
  await contracts.addWindowOrder();
  const designer = new DesignerPage(page);
  await designer.drawTwoPanelCasement();
  await expect(designer.canvas.locator('text[data-dimension-kind="cell"]')).toHaveText([
    "650 clear",
    "650 clear",
  ]);
  await designer.save();
  await designer.close();
  const link = await contracts.shareLink();
  await shot("1-shared");

  for (const [locale, clear] of Object.entries(CLEAR)) {
    const phone = await browser.newContext({
      locale,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const viewer = await phone.newPage();
    await viewer.goto(link);
    if (locale === "ru-RU") {
      await viewer.getByTestId("share-page").getByTestId("language-switch").getByText("Русский").tap();
      await expect(viewer.locator("html")).toHaveAttribute("lang", "ru-RU");
    }
    const drawing = viewer.getByTestId("share-page").locator('img[src^="data:image/svg+xml"]').first();
    await expect(drawing).toBeVisible();
    const svgText = async () =>
      decodeURIComponent(
        (await drawing.getAttribute("src"))!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""),
      );
    // after a language switch the drawing is fetched again in the new language
    await expect
      .poll(async () =>
        [...(await svgText()).matchAll(/<tspan class="tag"[^>]*> ([^<]+)<\/tspan>/g)].map((m) => m[1]),
      )
      .toEqual([clear, clear]);
    const values = [
      ...(await svgText()).matchAll(/data-measures="clearOpening"[\s\S]*?<tspan class="value">([^<]+)</g),
    ].map((m) => m[1]);
    expect(values).toEqual(["650", "650"]);
    await expectNoSidewaysScroll(viewer);
    await viewer.screenshot({ path: info.outputPath(`2-share-${locale}.png`), fullPage: true });
    await phone.close();
  }
});
