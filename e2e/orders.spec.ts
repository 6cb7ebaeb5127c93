import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD, registerFactoryByApi } from "./fixtures/accounts.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

const design = JSON.parse(
  readFileSync(new URL("../docs/examples/casement-1500x1400.design.json", import.meta.url), "utf8"),
);

test("a window goes into a new contract, gets a discount, a PDF, and the customer confirms it through a link", async ({
  page,
  request,
  browser,
}) => {
  const phone = freshPhone();
  const token = await registerFactoryByApi(request, {
    phone,
    password: GOOD_PASSWORD,
    company: "Orders E2E",
    nickname: "Seller",
  });
  const headers = { authorization: `Bearer ${token}` };
  // The factory's series prices windows by its quote formula: 450.00 yuan per m², at least 1 m².
  const ok = async (res: Promise<{ json(): Promise<unknown> }>) => {
    const body = (await (await res).json()) as { code: number; key?: string; data: Record<string, unknown> };
    expect(body.code, body.key).toBe(0);
    return body.data;
  };
  const directory = await ok(request.post("/api/series-directories", { headers, data: { name: "E2E" } }));
  const series = await ok(
    request.post("/api/series", {
      headers,
      data: { directoryId: directory.id, name: "Casement 60", material: "upvc" },
    }),
  );
  const quote = {
    id: "q1",
    kind: "cost",
    name: "window price",
    calc: "area",
    quantity: "max(AREA, 1)",
    price: "450",
  };
  await ok(
    request.put(`/api/series/${series.id}`, {
      headers,
      data: { model: { ...(series.model as object), formulas: { quote: { rows: [quote] } } } },
    }),
  );
  // The window: one order holding a 1500 × 1400 casement, as the designer saves it.
  const order = (await (await request.post("/api/orders", { headers, data: { kind: "intent" } })).json()) as {
    data: { id: number };
  };
  const item = await request.post(`/api/orders/${order.data.id}/items`, {
    headers,
    data: { design, windowNo: "C1", count: 2, width: 1500, height: 1400, seriesId: String(series.id) },
  });
  expect(((await item.json()) as { code: number }).code).toBe(0);

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(phone, GOOD_PASSWORD);
  await new Shell(page).expectOnHome();

  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList("Zhao Lei");
  const attach = await request.post(`/api/contracts/${contractId}/orders`, {
    headers,
    data: { orderId: order.data.id },
  });
  expect(((await attach.json()) as { code: number }).code).toBe(0);
  await page.reload();
  // 2 windows × 2.1 m² × 450.00 yuan.
  await expect(contracts.amount()).toContainText("1890.00");

  await contracts.setDiscount(90);
  await expect(contracts.amount()).toContainText("1701.00");

  const download = await contracts.exportPdf();
  const file = await download.path();
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  expect(text).toContain("Zhao Lei");
  expect(text).toContain("1701.00");

  const link = await contracts.shareLink();
  const customer = await browser.newContext({ locale: "en-US" });
  const shared = await customer.newPage();
  await shared.goto(link);
  await expect(shared.getByTestId("share-amount")).toHaveText("1701.00");
  await expect(shared.getByTestId("share-state")).toHaveText("Not confirmed by the customer");
  await shared.getByTestId("share-confirm").click();
  await expect(shared.getByTestId("share-state")).toHaveText("Confirmed by the customer");
  await customer.close();

  await page.reload();
  await expect(page.getByText("Confirmed by the customer")).toBeVisible();
});
