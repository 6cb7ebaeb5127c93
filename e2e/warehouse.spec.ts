// Issue 15: the warehouse as a factory uses it, through the interface only, at a desk and on a
// 390 × 844 phone: a window drawn into a contract that goes into production; its profiles
// optimized and the plan confirmed (its offcuts kept as leftovers); a profile of the series added
// to the material list, bought on a purchase order and received in two parts (stock rises); the
// material's printed QR label held in front of Chromium's fake camera on the picking screen;
// the pick (stock falls) and the plan's leftovers in the leftovers list.
import { expect, type Page, type Request, type TestInfo, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { CutOptimizerPage } from "./pages/cut-optimizer-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { WarehousePage } from "./pages/warehouse-page.ts";
import { A4_FIRST_LABEL, fakeCamera, pdfPagePng } from "./support/fake-camera.ts";
import { sendToMachines } from "./support/send-to-machines.ts";

const camera = fakeCamera("warehouse");
test.use({ launchOptions: camera.launchOptions, permissions: ["camera"] });
test.describe.configure({ timeout: 300_000 });

/**
 * The colour a newly drawn demo TB60 casement is made in: its series' first, in the demo's words
 * (银色, silver; the material has all three of the series).
 */
const COLOUR = DEMO.tb60Colours[0];
/** What the purchase order buys: 10 bars, received 6 then 4. */
const BOUGHT = 10;

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home(\?|$)/);
}

/**
 * A contract for `customer` with a two-panel casement drawn at a desk (the designer is a desk
 * tool here), signed and arranged into production; answers the contract's and the order's ids.
 */
async function contractInProduction(page: Page, customer: string) {
  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList(customer);
  const { orderId } = await contracts.addWindowOrder();
  const designer = new DesignerPage(page);
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");
  await designer.drawTwoPanelCasement();
  await designer.save();
  await page.goto(`/orders/group-detail/${contractId}`);
  await contracts.expectOpen(contractId);
  await contracts.sign();
  await expect(page.getByTestId("contract-status")).toHaveText("Contract");
  await contracts.fire("arrange");
  await expect(page.getByTestId("event-finish")).toBeVisible();
  return { contractId, orderId };
}

/** Offcuts up to this long go to the leftover rack, longer ones back to the stock (settings screen). */
const LEFTOVER_MAX = 4500;

/**
 * The order's profiles optimized onto bars and the plan confirmed: its offcuts up to the leftover
 * maximum kept at `rack` in whole 100 mm, the longer ones to go back to the stock.
 */
async function optimizeAndConfirm(page: Page, info: TestInfo, orderId: number, rack: string, touch: boolean) {
  await new WarehousePage(page, touch).setLeftoverMaximum(LEFTOVER_MAX);
  await expectNoSidewaysScroll(page);
  await snap(page, info, "leftover-settings");
  const cut = new CutOptimizerPage(page);
  await cut.goto();
  await cut.chooseOrder(orderId);
  await cut.optimize();
  await page.waitForURL(/\/orders\/cutOptimizerResult$/);
  await expect(page.getByTestId("cut-group").first()).toBeVisible();
  await expect(page.getByTestId("cut-keep").first()).toHaveText(/^Leftovers to keep: \d+00 mm × \d+/);
  await expect(page.getByTestId("cut-back-to-stock").first()).toHaveText(
    new RegExp(`^Back to stock as bars \\(longer than ${LEFTOVER_MAX} mm\\): \\d+00 mm × \\d+`),
  );
  // Where the offcuts go: one of the warehouse's positions, added from the field the first time.
  await new WarehousePage(page, touch).choosePosition(page.getByTestId("cut-position-select"), rack);
  // Confirming writes to the warehouse: it asks first (issue 27), counting what it takes and stores
  // and saying until when a new plan replaces it. Cancel sends nothing; OK confirms what it counted.
  const confirms: string[] = [];
  const watch = (r: Request) => {
    if (r.method() === "POST" && r.url().endsWith("/api/cutting/confirm")) confirms.push(r.url());
  };
  page.on("request", watch);
  const asked = await cut.askToConfirm(touch);
  await expect(asked.does()).toHaveText(
    new RegExp(
      `^The plan is saved for its orders\\. Leftovers taken from the warehouse: \\d+; offcuts stored as leftovers: [1-9]\\d*; offcuts back to stock as bars: [1-9]\\d*\\. The new leftovers go to position ${rack}\\.$`,
    ),
  );
  const [used, kept, back] = ((await asked.does().textContent()) ?? "").match(/\d+/g) ?? [];
  await expect(asked.undo()).toContainText("only until a bar of its contract is picked");
  await snap(page, info, "plan-confirm-asked");
  await asked.cancel();
  expect(confirms).toEqual([]);
  page.off("request", watch);
  await (await cut.askToConfirm(touch)).ok();
  await expect(
    page.getByText(
      `Plan confirmed: ${kept} leftovers stored, ${used} used; ${back} offcuts longer than the leftover maximum go back to stock`,
    ),
  ).toBeVisible();
}

const number = async (locator: import("@playwright/test").Locator) =>
  Number(((await locator.textContent()) ?? "").trim().split(/\s/)[0]);

/**
 * The warehouse part of the path, on the screen the page has: buy and receive the profile, pick
 * it by its scanned label, see the stock fall and the plan's leftovers.
 */
async function buyPickAndSee(
  page: Page,
  info: TestInfo,
  o: { code: string; supplier: string; customer: string; contractId: number; rack: string; touch: boolean },
) {
  const step = async (name: string) => {
    await expectNoSidewaysScroll(page);
    await snap(page, info, name);
  };
  const w = new WarehousePage(page, o.touch);

  // Picking before anything is bought: the contract is in the picker, its profile not yet a material.
  await w.open("picking");
  await w.choose(page.getByTestId("pick-contract"), o.customer);
  const row = page.getByTestId("pick-rows").locator("tr, [data-testid=row-card]").filter({ hasText: o.code });
  await expect(row.first()).toContainText("Not in the material list");
  await step("pick-list-before");
  const needed = await number(page.getByTestId(`needed-${o.code}`).first());
  expect(needed).toBeGreaterThan(0);

  // The material, a purchase order of 10 bars, received 6 and then 4: the stock rises.
  await w.addProfile(o.code, "86.5");
  await w.orderPurchase(o.supplier, o.code, COLOUR, BOUGHT, "86.5");
  await expect(w.purchaseRow(o.supplier).getByTestId("po-status")).toHaveText("Ordered");
  await step("purchase-ordered");
  await w.receive(o.supplier, 6);
  await expect(w.purchaseRow(o.supplier).getByTestId("po-status")).toHaveText("Partly received");
  await w.receive(o.supplier, BOUGHT - 6);
  await expect(w.purchaseRow(o.supplier).getByTestId("po-status")).toHaveText("Received");
  await step("purchase-received");
  const stock = await w.stockOf(o.code);
  await expect(stock).toHaveCount(1);
  await expect(stock).toHaveText(new RegExp(`^${BOUGHT}\\b`));
  await step("stock-risen");

  // The material's printed label, held in front of the camera on the picking screen.
  const sheet = await w.printLabels(o.code);
  camera.show(pdfPagePng(sheet, { crop: A4_FIRST_LABEL }));
  await w.open("picking");
  await w.choose(page.getByTestId("pick-contract"), o.customer);
  await expect(page.getByTestId("pick-status")).toContainText("Not picked");
  const scan = page.getByTestId("pick-scan-camera-button");
  await (o.touch ? scan.tap() : scan.click());
  await expect(page.getByText(new RegExp(`^Scanned: ${o.code} TB60 `))).toBeVisible();
  await expect(page.getByTestId(`pick-count-${o.code}`)).toHaveValue(String(needed));
  await step("label-scanned");
  const pick = page.getByTestId("pick-typed");
  await (o.touch ? pick.tap() : pick.click());
  await expect(page.getByTestId(`picked-${o.code}`)).toHaveText(String(needed));
  await expect(page.getByTestId("pick-status")).toContainText("Partly picked");
  await step("picked");

  // The stock fell by what was picked; the plan's offcuts are in the leftovers list.
  await expect(await w.stockOf(o.code)).toHaveText(new RegExp(`^${BOUGHT - needed}\\b`));
  await step("stock-fallen");
  await w.open("surplus");
  const leftovers = page.getByTestId("surplus-rows");
  await expect(leftovers).toContainText(o.rack);
  await step("leftovers");
  return BOUGHT - needed;
}

test("at a desk: a purchase received raises the stock, a contract's plan is picked by scanning the label, the stock falls and the leftovers appear", async ({
  page,
}, info) => {
  const errors = pageErrors(page);
  await signIn(page);
  const customer = "Warehouse Desk Customer";
  const { contractId, orderId } = await contractInProduction(page, customer);
  await snap(page, info, "contract-in-production");
  await optimizeAndConfirm(page, info, orderId, "Rack D9", false);
  await snap(page, info, "plan-confirmed");
  await sendToMachines(page, info, false);
  const left = await buyPickAndSee(page, info, {
    code: "F001",
    supplier: "Desk Aluminium Co.",
    customer,
    contractId,
    rack: "Rack D9",
    touch: false,
  });

  // An inventory count: the label (still before the camera) selects the material's line; one bar
  // fewer is counted and the stock follows (the loss line is written by the server).
  const w = new WarehousePage(page);
  const dialog = await w.openStockOperation();
  await w.choose(dialog.getByTestId("operation-type"), "", /^Inventory$/);
  await dialog.getByTestId("count-scan-camera-button").click();
  await expect(page.getByText(/^Scanned: F001 TB60 /)).toBeVisible();
  await expect(dialog.getByTestId("line-0-length")).toHaveValue("6000");
  await expect(dialog.getByTestId("line-0")).toHaveAttribute("data-selected", "true");
  await expect(dialog.getByTestId("line-0-count")).toBeFocused();
  // The material comes in three colours: the bars on the rack are silver, chosen right after the
  // scan (the count field taking the focus back must not close the colour list meanwhile).
  await w.choose(dialog.getByTestId("line-0-color"), "", new RegExp(`^${COLOUR}$`));
  await dialog.getByTestId("line-0-count").fill(String(left - 1));
  await snap(page, info, "inventory-scanned");
  await dialog.getByTestId("operation-save").click();
  await expect(dialog).toBeHidden();
  await expect(await w.stockOf("F001")).toHaveText(new RegExp(`^${left - 1}\\b`));
  // The count is in the stock records with the loss it produced, newest first.
  await w.open("records");
  const records = page.getByTestId("ledger-rows").locator("tr, [data-testid=row-card]");
  await expect(records.filter({ hasText: "Inventory loss" }).first()).toContainText("F001");
  await expect(records.filter({ hasText: "Inventory loss" }).first()).toContainText("-1");
  await snap(page, info, "inventory-records");

  // An offcut longer than the leftover maximum comes back to the stock as a bar, from the pick list.
  await w.addProfile("Z001", "40");
  await w.open("picking");
  await w.choose(page.getByTestId("pick-contract"), customer);
  await expect(page.getByTestId("pick-back-to-stock")).toContainText("Z001");
  const returned = page.getByTestId(/^returned-Z001-\d+00$/);
  await expect(returned).toHaveText("0");
  await snap(page, info, "back-to-stock");
  await page.getByTestId("pick-return-back").click();
  await expect(returned).toHaveText("1");
  await expect(await w.stockOf("Z001")).toHaveText(/^1\b/);
  await snap(page, info, "back-in-stock");

  // Issue 27: the Z001 bars the contract needs are bought in. Nothing is chosen for the person: no
  // kind of operation and, of the material's three colours, none; saving without them is refused
  // at their fields and the form stays open.
  await w.open("picking");
  await w.choose(page.getByTestId("pick-contract"), customer);
  const neededZ = await number(page.getByTestId("needed-Z001").first());
  expect(neededZ).toBeGreaterThan(0);
  const stockIn = await w.openStockOperation();
  await w.choose(stockIn.getByTestId("line-0-material"), "Z001");
  await expect(stockIn.getByTestId("line-0-length")).toHaveValue("6000");
  const colour = stockIn.getByTestId("line-0-color");
  await expect(colour).toBeVisible();
  await expect(colour).toHaveText("");
  await stockIn.getByTestId("line-0-count").fill(String(neededZ));
  await stockIn.getByTestId("operation-save").click();
  await expect(w.fieldError("line-0-color")).toHaveText("Choose the colour");
  await expect(w.fieldError("operation-type")).toHaveText("Choose the kind of operation");
  await expect(stockIn.getByTestId("operation-save")).toBeVisible();
  await snap(page, info, "stock-in-refused");
  await w.choose(stockIn.getByTestId("operation-type"), "", /^Purchase in$/);
  await w.choose(colour, "", new RegExp(`^${COLOUR}$`));
  await expect(colour).toContainText(COLOUR);
  await expect(w.fieldError("line-0-color")).toHaveCount(0);
  await stockIn.getByTestId("operation-save").click();
  await expect(stockIn).toBeHidden();

  // Picking everything left asks first, counting it (Z001 is the one material of the list left to
  // pick); Cancel picks nothing, OK picks it all.
  await w.open("picking");
  await w.choose(page.getByTestId("pick-contract"), customer);
  await expect(page.getByTestId("picked-Z001").first()).toHaveText("0");
  const pickAll = await w.askToPickAll();
  await expect(pickAll.dialog).toContainText(/Pick everything left for contract HT\d+\?/);
  await expect(pickAll.does()).toHaveText(
    /^Taken out of the stock for this contract, at the counts still to pick — materials: 1, leftovers: \d+\.$/,
  );
  await expect(pickAll.undo()).toHaveText(
    "The stock falls at once and the pick is recorded; a wrong pick is put back only by a return-in.",
  );
  await snap(page, info, "pick-all-asked");
  await pickAll.cancel();
  await w.open("picking");
  await w.choose(page.getByTestId("pick-contract"), customer);
  await expect(page.getByTestId("picked-Z001").first()).toHaveText("0");
  await (await w.askToPickAll()).ok();
  await expect(page.getByTestId("picked-Z001").first()).toHaveText(String(neededZ));
  await snap(page, info, "picked-all");
  expect(errors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the same path on a 390 × 844 phone, the window drawn at a desk", async ({ page, browser }, info) => {
    const errors = pageErrors(page);
    const customer = "Warehouse Phone Customer";
    // The window is drawn and the contract arranged at a desk (same account) …
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    let ids: { contractId: number; orderId: number };
    try {
      const dp = await desk.newPage();
      await signIn(dp);
      ids = await contractInProduction(dp, customer);
    } finally {
      await desk.close();
    }
    // … the optimizing, buying and picking on the phone.
    await signIn(page);
    await optimizeAndConfirm(page, info, ids.orderId, "Rack P7", true);
    await snap(page, info, "phone-plan-confirmed");
    await sendToMachines(page, info, true);
    await buyPickAndSee(page, info, {
      code: "S001",
      supplier: "Phone Aluminium Co.",
      customer,
      contractId: ids.contractId,
      rack: "Rack P7",
      touch: true,
    });
    // The offcuts longer than the leftover maximum wait on the pick list, to come back as bars.
    const w = new WarehousePage(page, true);
    await w.open("picking");
    await w.choose(page.getByTestId("pick-contract"), customer);
    await expect(page.getByTestId("pick-back-to-stock")).toContainText("Y001");
    await page.getByTestId("pick-return-back").scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await snap(page, info, "phone-back-to-stock");
    expect(errors).toEqual([]);
  });
});
