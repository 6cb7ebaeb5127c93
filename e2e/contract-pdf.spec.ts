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
// has an emoji, a window drawn into it, the PDF exported from the contract's outputs menu.
// 1500 × 1400 two-casement window on the TB60 starter series: 2.10 × 680.00 + 2 × 150.00 = 1728.00.
const CUSTOMER = "Wang Fang 🏠";
const PRICE = "1728.00";
const TELEPHONE = "0755-8888 6666";
const WEBSITE = "www.pdf-e2e.example";

test("a contract's PDF downloads from its page, with the company's letterhead, the customer's name (emoji intact), the window and the signature blocks", async ({
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
  await shot("3-pdf-downloaded");
  // the downloaded PDF's first page, for the eye
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", file, info.outputPath("4-pdf-page")]);
});
