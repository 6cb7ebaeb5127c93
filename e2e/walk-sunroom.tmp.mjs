import { chromium } from "playwright-core";
const BASE = "http://localhost:3651";
const OUT = "/work/shots/h-sunroom";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
async function session(viewport, isMobile) {
  const ctx = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, locale: "en-US", baseURL: BASE });
  const page = await ctx.newPage();
  await page.goto("/login");
  await page.getByTestId("to-sms-login").waitFor();
  await page.getByTestId("phone").fill("13800138000");
  await page.getByTestId("password").fill("Fenestra#2026");
  await page.getByTestId("submit").click();
  await page.waitForURL(/\/home$/);
  return { ctx, page };
}
{
  const { ctx, page } = await session({ width: 1280, height: 800 }, false);
  await page.goto("/addWindoor");
  await page.getByTestId("action-applySunnyHouse").waitFor();
  await page.screenshot({ path: `${OUT}/walk-1280-addWindoor-apply.png`, clip: { x: 0, y: 0, width: 1280, height: 120 } });
  await page.getByTestId("action-applySunnyHouse").click();
  await page.waitForURL(/sunnyHouse/);
  await page.getByTestId("sunroom-drawings").waitFor();
  await page.screenshot({ path: `${OUT}/walk-1280-top.png` });
  // a gable with 1 front bay: the front facet a pentagon
  await page.getByTestId("sunroom-roof").click().catch(() => {});
  await page.keyboard.press("Escape");
  await page.getByTestId("sunroom-drawings").screenshot({ path: `${OUT}/walk-1280-drawings-leanto.png` });
  await page.getByTestId("sunroom-saved").screenshot({ path: `${OUT}/walk-1280-saved.png` });
  await page.getByTestId("sunroom-name").fill("Walk sunroom");
  await page.getByTestId("sunroom-save").click();
  await page.getByTestId("sunroom-saved-list").getByText("Walk sunroom").waitFor();
  await page.getByTestId("sunroom-saved").screenshot({ path: `${OUT}/walk-1280-saved-after.png` });
  await page.getByTestId("sunroom-edit-left-1").click();
  await page.getByTestId("sunroom-facet-bar").waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/walk-1280-left-trapezoid-in-designer.png` });
  await page.getByTestId("sunroom-facet-cancel").click();
  await page.waitForURL(/sunnyHouse/);
  await page.getByTestId("sunroom-drawings").waitFor();
  await ctx.close();
}
{
  const { ctx, page } = await session({ width: 390, height: 844 }, true);
  await page.goto("/sunnyHouse");
  await page.getByTestId("sunroom-page").waitFor();
  await page.getByTestId("sunroom-drawings").waitFor({ timeout: 30000 });
  await page.screenshot({ path: `${OUT}/walk-390-top.png` });
  await page.getByTestId("sunroom-saved").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/walk-390-saved.png` });
  await page.getByTestId("sunroom-drawings").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/walk-390-drawings.png` });
  await page.getByTestId("sunroom-price-total").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/walk-390-price.png` });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  console.log("phone sideways scroll:", wide);
  await page.getByTestId("sunroom-contract").click();
  await page.getByTestId("sunroom-contract-customer").waitFor();
  await page.screenshot({ path: `${OUT}/walk-390-contract-dialog.png` });
  await ctx.close();
}
await browser.close();
