import { chromium } from "playwright-core";
const base = "http://127.0.0.1:3208";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
const page = await ctx.newPage();
await page.goto(base + "/login");
await page.getByTestId("phone").fill("13800138000");
await page.getByTestId("password").fill("Fenestra#2026");
await page.getByTestId("submit").click();
await page.waitForURL(/\/home/);
await page.goto(base + "/draw");
const canvas = page.getByTestId("design-canvas");
await canvas.waitFor();
await page.waitForTimeout(1500);
const tool = (k) => page.getByTestId(`tool-${k}`);
const cb = await canvas.boundingBox();
await tool("triangle").dragTo(canvas, { targetPosition: { x: cb.width * 0.4, y: cb.height * 0.3 } });
await page.waitForTimeout(800);
const frame = page.locator("g[data-frame-id]").first();
const fb = await frame.boundingBox();
await tool("mullionH").dragTo(canvas, { targetPosition: { x: fb.x - cb.x + fb.width * 0.5, y: fb.y - cb.y + fb.height * 0.75 } });
await page.waitForTimeout(800);
// russian
await page.getByText("Русский").first().click();
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/dw-shots/1-designer-ru.png" });
await page.getByText("Tiếng Việt").first().click();
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/dw-shots/2-designer-vi.png" });
await page.getByText("English").first().click();
await page.waitForTimeout(1000);
// save to a new order
await page.getByTestId("action-save").click().catch(() => {});
await page.waitForURL(/order_id=\d+/, { timeout: 20000 });
const orderId = new URL(page.url()).searchParams.get("order_id");
console.log("order", orderId);
await page.goto(base + `/orders/calcbomOrder/${orderId}`);
await page.waitForTimeout(4000);
const glassTab = page.getByRole("tab", { name: /Glass/ });
if (await glassTab.count()) await glassTab.first().click();
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/dw-shots/3-bom-glass.png", fullPage: true });
for (const [lang, name] of [["zh-CN", "简体中文"], ["ru-RU", "Русский"]]) {
  await page.evaluate((l) => { localStorage.setItem("language", l); }, lang);
}
await browser.close();
