// The shell's own pages through the interface: /loading passes a visitor on (to sign-in, or to
// the workbench once signed in); /manage lists the management areas the account may open and leads
// to each; /manage/scan scans under the workshop's own bar, for the owner and for a workshop staff
// account (role workshop, SPEC §2), whom the guard keeps to the workshop pages (SPEC §6 rule 5).
import { expect, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ManageIndexPage, ManageScanPage } from "./pages/manage-pages.ts";
import { AccountManagementPage } from "./pages/personal-center.ts";
import { Shell } from "./pages/shell.ts";
import { WorkerScanPage } from "./pages/workshop-pages.ts";

/** A unit's printed number that no unit of the demo carries. */
const NO_SUCH_UNIT = "HT209901010001-001";
const AREAS = [
  "Customers",
  "Finance",
  "Warehouse",
  "Workshop",
  "Staff",
  "Scan",
  "Statistics",
  "Field measurement",
];

test("/loading sends a visitor to sign in, and a signed-in user to the workbench", async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto("/loading");
  await page.waitForURL(/\/login(\?|$)/);
  const login = new LoginPage(page);
  await login.signIn(DEMO.phone, DEMO.password);
  const shell = new Shell(page);
  await shell.expectOnHome();
  await page.goto("/loading");
  await shell.expectOnHome();
  expect(errors).toEqual([]);
});

test("/manage lists every management area and leads to each; /manage/scan scans under the workshop's bar", async ({
  page,
}, info) => {
  const errors = pageErrors(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();

  const index = new ManageIndexPage(page);
  await index.goto();
  await expect(page.getByRole("heading", { name: "Management" })).toBeVisible();
  expect(await index.names()).toEqual(AREAS);
  await snap(page, info, "manage-index");
  for (const [name, url] of [
    ["Warehouse", /\/manage\/wareHouse(\/stockStatus)?$/],
    ["Statistics", /\/manage\/order-statistics$/],
    ["Customers", /\/manage\/customerManagement$/],
  ] as const) {
    await index.goto();
    await index.open(name);
    await page.waitForURL(url);
  }

  await index.goto();
  await index.open("Scan");
  const scan = new ManageScanPage(page);
  await scan.expectOpen();
  // the workshop's own bar is the only bar here
  await expect(page.getByTestId("top-bar")).toHaveCount(0);
  await scan.expectContractChosen();
  await scan.type("not a label");
  await expect(scan.latest()).toHaveAttribute("data-testid", "scan-refused");
  await expect(scan.latest()).toContainText("type the number printed on the label");
  await scan.type(NO_SUCH_UNIT);
  await expect(scan.latest()).toContainText("Production unit not found");
  await snap(page, info, "manage-scan");
  await page.getByTestId("workshop-bar-home").click();
  await new Shell(page).expectOnHome();
  expect(errors).toEqual([]);
});

test.describe("on a phone, in Chinese", () => {
  test.use({ ...PHONE, locale: "zh-CN" });

  test("/manage fits the phone and names the areas in the user's language", async ({ page }, info) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage("简体中文");
    await login.signIn(DEMO.phone, DEMO.password);
    await page.waitForURL(/\/home(\?|$)/);
    const index = new ManageIndexPage(page);
    await index.goto();
    await expect(page.getByRole("heading", { name: "管理" })).toBeVisible();
    expect(await index.names()).toHaveLength(AREAS.length);
    await expect(index.areas().getByRole("link", { name: /^扫码/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, info, "manage-index-phone-zh");
    await index.open("扫码");
    await page.waitForURL(/\/manage\/scan$/);
    await expect(page.getByTestId("workshop-scan-input")).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test("a workshop staff account opens /manage/scan and scans there; /manage sends it back to its page", async ({
  page,
  browser,
  baseURL,
}) => {
  const worker = { phone: freshPhone(), nickname: "Wang Saomiao", password: GOOD_PASSWORD };
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  const accounts = new AccountManagementPage(page);
  await accounts.goto();
  await accounts.addSubAccount({ ...worker, workshop: true });
  await expect(page.getByRole("row", { name: new RegExp(worker.phone) })).toContainText("Workshop staff");

  const phone = await browser.newContext({ ...PHONE, baseURL, locale: "en-US" });
  const workerPage = await phone.newPage();
  const errors = pageErrors(workerPage);
  const workerLogin = new LoginPage(workerPage);
  await workerLogin.goto();
  await workerLogin.signIn(worker.phone, worker.password);
  const landed = new WorkerScanPage(workerPage);
  await landed.expectLanded();

  // the management index is not a workshop page: the guard sends the worker back
  await workerPage.goto("/manage");
  await landed.expectLanded();

  await workerPage.goto("/manage/scan");
  const scan = new ManageScanPage(workerPage);
  await scan.expectOpen();
  await expect(workerPage.getByRole("button", { name: "Log out" })).toBeVisible();
  await scan.expectContractChosen();
  await scan.type(NO_SUCH_UNIT);
  await expect(scan.latest()).toHaveAttribute("data-testid", "scan-refused");
  await expect(scan.latest()).toContainText("Production unit not found");
  await expectNoSidewaysScroll(workerPage);
  // its bar leads back to its own scanning page
  await workerPage.getByRole("button", { name: "My scanning" }).click();
  await landed.expectLanded();
  expect(errors).toEqual([]);
  await phone.close();
});
