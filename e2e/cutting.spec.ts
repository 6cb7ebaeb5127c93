import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

const design = JSON.parse(
  readFileSync(new URL("../docs/examples/casement-1500x1400.design.json", import.meta.url), "utf8"),
);

test("an order's profiles are optimized onto bars drawn to scale; no order chosen is refused", async ({
  page,
  request,
}) => {
  const login = await request.post("/api/auth/login", {
    data: { phone: DEMO.phone, password: DEMO.password },
  });
  const token = ((await login.json()) as { data: { userinfo: { api_token: string } } }).data.userinfo
    .api_token;
  const headers = { authorization: `Bearer ${token}` };
  const order = (await (await request.post("/api/orders", { headers, data: { kind: "intent" } })).json()) as {
    data: { id: number; orderNo: string };
  };
  const item = await request.post(`/api/orders/${order.data.id}/items`, {
    headers,
    data: { design, windowNo: "C1", count: 3, width: 1500, height: 1400, unitPrice: 45_000, minArea: 1 },
  });
  expect(((await item.json()) as { code: number }).code).toBe(0);

  const signIn = new LoginPage(page);
  await signIn.goto();
  await signIn.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();

  await page.goto("/orders/cutOptimizer");
  await expect(page.getByTestId("cut-optimizer-page")).toBeVisible();
  await page.getByTestId("cut-optimize").click();
  await expect(page.getByText("Please choose a contract or order first")).toBeVisible();

  await page
    .getByRole("row", { name: new RegExp(order.data.orderNo) })
    .getByRole("checkbox")
    .check();
  await page.getByTestId("bar-lengths").fill("6000,6500");
  await page.getByTestId("cut-optimize").click();
  await page.waitForURL(/\/orders\/cutOptimizerResult$/);
  const groups = page.getByTestId("cut-group");
  await expect(groups.first()).toBeVisible();
  expect(await groups.count()).toBeGreaterThan(0);
  await expect(page.getByTestId("bar-strip").first()).toBeVisible();
  await expect(page.getByTestId("cut-result-page")).toContainText("Utilization");

  // The printable sheet: one QR code per piece, for the workshop scan.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByTestId("cut-print").click();
  const sheet = page.getByTestId("cutting-sheet");
  await expect(sheet).toBeVisible();
  const rows = sheet.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await sheet.locator("tbody tr svg").count()).toBe(await rows.count());

  // Back on the settings: the balance, and what this month's runs left of each profile's free ones.
  await page.goto("/orders/cutOptimizer");
  await expect(page.getByTestId("cut-balance")).toHaveText(/^Balance: ¥\d+\.\d\d$/);
  const freeLeft = page.getByTestId("cut-free-left");
  await expect(freeLeft.first()).toHaveText(/: ([0-9]|1\d|2[0-9]) free left$/);
});
