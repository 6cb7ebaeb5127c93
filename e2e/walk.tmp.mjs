import { chromium } from "playwright-core";
const base = process.env.BASE;
const out = "/work/shots/main-walk";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, viewport, mobile] of [["desk", { width: 1280, height: 800 }, false], ["phone", { width: 390, height: 844 }, true]]) {
  const ctx = await b.newContext({ viewport, isMobile: mobile, hasTouch: mobile, locale: "en-US" });
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(`${base}/login`);
  await p.getByRole("textbox").first().fill("13800138000");
  await p.locator("input[type=password]").fill("Fenestra#2026");
  await p.keyboard.press("Enter");
  await p.waitForURL(/home/);
  for (const [shot, path, wait] of [
    ["find", "/find", 2500],
    ["library", "/windoor-library/index", 2500],
    ["custom-order", "/customOrder", 2500],
    ["device-docking-none", "/deviceDocking", 1500],
    ["partner-apps", "/personal-center/account-setting?action=applications", 2500],
    ["sunroom", "/sunnyHouse", 4000],
  ]) {
    await p.goto(`${base}${path}`);
    await p.waitForTimeout(wait);
    const wide = await p.evaluate(() => document.scrollingElement.scrollWidth);
    console.log(name, shot, p.url().replace(base, ""), "scrollWidth", wide);
    await p.screenshot({ path: `${out}/${name}-${shot}.png` });
  }
  console.log(name, "page errors:", errors.length ? errors : "none");
  await ctx.close();
}
await b.close();
