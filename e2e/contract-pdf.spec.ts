import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { stepShots } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";

// The customer's contract as a PDF, through the interface only: the company's letterhead (logo,
// telephone, address, website) set in the personal centre, a contract for a customer whose name
// has an emoji, a window drawn into it, extra items, a discount and a raise, the PDF exported
// from the contract's outputs menu, and the print view.
// 1500 × 1400 two-casement window on the TB60 starter series: 2.10 × 680.00 + 2 × 150.00 = 1728.00.
const CUSTOMER = "Wang Fang 🏠";
const PRICE = "1728.00";
const TOTAL = "2092.76";
const TELEPHONE = "0755-8888 6666";
const WEBSITE = "www.pdf-e2e.example";

test("a contract's PDF downloads from its page, with the company's letterhead, the customer's name (emoji intact), the window, its totals explained and the signature blocks on the totals' page; the print view adds up to the same total", async ({
  page,
  request,
}, info) => {
  const shot = stepShots(page, info);
  // a new factory, registered through the register page
  const phone = freshPhone();
  await registerFactoryInUi(page, request, {
    phone,
    password: GOOD_PASSWORD,
    company: "PDF E2E",
    nickname: "Li",
  });

  // The letterhead: a logo (a 300 × 100 picture of the page itself) and the contact details.
  await page.goto("/personal-center/company-management");
  await expect(page.getByTestId("company-management")).toBeVisible();
  const logo = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 100 } });
  await page
    .getByTestId("company-logo-file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByTestId("company-logo-preview")).toBeVisible();
  await page.getByTestId("company-telephone").fill(TELEPHONE);
  await page.getByTestId("company-address").fill("88 Shennan Road, Shenzhen");
  await page.getByTestId("company-website").fill(WEBSITE);
  await page.getByTestId("company-save").click();
  await expect(page.getByText("Company information saved").first()).toBeVisible();
  await shot("0-company-letterhead");

  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList(CUSTOMER);
  await contracts.addWindowOrder();
  const designer = new DesignerPage(page);
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");
  await designer.drawTwoPanelCasement();
  await designer.save();
  await shot("1-window-drawn-into-contract");
  await designer.close();
  await contracts.expectOpen(contractId);
  await expect(contracts.amount()).toContainText(PRICE);
  await shot("2-contract-priced");

  // Extra items, one of them at 90 %, then the whole at 95 % raised by 105 %: the page says how
  // the total is made. 1728.00 + 270.00 + 100.00 = 2098.00; × 95 % = 1993.10 (−104.90);
  // × 105 % = 2092.76 (+99.66).
  await contracts.addQuoteLine("Installation", "300", 90);
  await expect(page.getByTestId("quote-items")).toContainText("Installation");
  await contracts.addQuoteLine("Delivery", "100");
  await expect(page.getByTestId("quote-items")).toContainText("Delivery");
  await contracts.setDiscountAndRaise(95, 105);
  await expect(contracts.amount()).toContainText(TOTAL);
  for (const [key, text] of [
    ["base", PRICE],
    ["extras", "+370.00"],
    ["subtotal", "2098.00"],
    ["discount", "Discount 95%-104.90"],
    ["markup", "Raise 105%+99.66"],
    ["total", TOTAL],
  ] as const)
    await expect(contracts.priceStep(key)).toContainText(text);
  await shot("2b-how-the-total-is-made");

  const download = await contracts.exportPdf();
  expect(download.suggestedFilename()).toMatch(/-contract\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain(CUSTOMER);
  expect(text).toContain("PDF E2E");
  expect(text).toContain(TELEPHONE);
  expect(text).toContain(WEBSITE);
  // the logo and the window's drawing
  const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).split("\n").slice(2);
  expect(images.filter((line) => line.trim().split(/\s+/)[2] === "image")).toHaveLength(2);
  expect(text).toContain("1500 × 1400");
  expect(text).toContain(PRICE);
  for (const label of ["Payment terms", "Buyer", "Seller", "Signature", "Seal", "Date"])
    expect(text).toContain(label);
  // the window's hardware, not "—": its sashes name none, so the series' own (the TB60 starter
  // series' turn-only sets, handles and gears for the two inward sashes)
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toMatch(
    /Hardware turn-only hardware set, Euro groove \(side-hung inward\) × 2 · casement handle × 2/,
  );
  expect(flat).not.toMatch(/Hardware —/);
  // the totals explained, each step with what it changes
  for (const line of [
    /Other items total\s+\+370\.00/,
    /Subtotal\s+2098\.00/,
    /Discount 95%\s+-104\.90/,
    /Raise 105%\s+\+99\.66/,
    new RegExp(`Total\\s+${TOTAL}`),
  ])
    expect(text).toMatch(line);
  // the signatures never stand alone on the last page: on the page of the totals
  const pages = text.split("\f").filter((p) => p.trim() !== "");
  const pageOf = (label: string) => pages.findIndex((p) => p.includes(label));
  expect(pages.length).toBeGreaterThan(1);
  expect([pageOf("Windows total"), pageOf("Signature:"), pageOf("Seal:")]).toEqual([
    pageOf("Payment terms"),
    pageOf("Payment terms"),
    pageOf("Payment terms"),
  ]);
  expect(pages[pageOf("Signature:")]).toContain(TOTAL);
  await shot("3-pdf-downloaded");
  // the downloaded PDF's pages, for the eye
  execFileSync("pdftoppm", ["-png", "-r", "60", file, info.outputPath("4-pdf-page")]);

  // The print view shows the order's total, the contract's extra items and its total: the
  // customer's figures, adding up to what the contract says.
  const printer = await contracts.openPrintView();
  await expect(printer.getByTestId("printer-order-total")).toBeVisible();
  const quoteItems = printer.getByTestId("printer-quote-items");
  await expect(quoteItems).toContainText("Installation");
  await expect(quoteItems).toContainText("Delivery");
  await expect(printer.getByTestId("printer-contract-total")).toHaveText(TOTAL);
  const shown = async (locator: import("@playwright/test").Locator) =>
    Math.round(Number((await locator.textContent())?.trim()) * 100);
  const orderTotal = await shown(printer.getByTestId("printer-order-total"));
  const lines = await quoteItems.locator("tbody tr.ant-table-row td:last-child").allTextContents();
  expect(orderTotal + lines.reduce((sum, l) => sum + Math.round(Number(l) * 100), 0)).toBe(209_276);
  await printer.screenshot({ path: info.outputPath("5-print-view.png"), fullPage: true });
  await printer.close();
});
