// The workshop walked end to end through the interface (issue 16): the factory owner arranges a
// contract of three windows, makes a workshop staff account, binds it to the cutting link and
// prints the units' QR labels; the worker signs in on a 390 × 844 phone, lands on the workshop
// staff page and scans the printed labels through Chromium's fake camera (the video is the
// label PDF the app printed, drawn by poppler), or types the number printed on a label. A repeated
// scan is refused; a scan made offline waits on the phone and is sent once when the network returns; a scan whose answer is lost on
// the way back is sent again with its own id and still counts once.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, type Request, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { AccountManagementPage } from "./pages/personal-center.ts";
import { Shell } from "./pages/shell.ts";
import { StaffPage, WorkerScanPage, WorkshopPage } from "./pages/workshop-pages.ts";
import { A4_FIRST_LABEL, fakeCamera, pdfPagePng } from "./support/fake-camera.ts";

const camera = fakeCamera("workshop");
test.use({ launchOptions: camera.launchOptions });

/** A signed contract for `customer` with three windows (one drawn, two duplicates). */
async function signedContractOfThreeWindows(page: Page, customer: string) {
  const contracts = new ContractPage(page);
  const contractId = await contracts.createFromList(customer);
  await contracts.addWindowOrder();
  const designer = new DesignerPage(page);
  await expect(designer.canvas).toBeVisible();
  await page.waitForLoadState("networkidle");
  await designer.drawTwoPanelCasement();
  const { itemId } = await designer.save();
  await designer.close();
  await contracts.expectOpen(contractId);
  for (const count of [2, 3]) {
    await page.getByTestId(`window-duplicate-${itemId}`).click();
    await expect(contracts.windowLinks()).toHaveCount(count);
  }
  await contracts.sign();
  await expect(page.getByTestId("contract-status")).toHaveText("Contract");
  return contractId;
}

/** A PDF's text as poppler reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "fenestra-note-"));
  writeFileSync(join(dir, "note.pdf"), pdf);
  return execFileSync("pdftotext", ["-layout", join(dir, "note.pdf"), "-"], { encoding: "utf8" });
}

/** The bodies of the scans the page sends (each scan's own id, what it read). */
function scansSent(page: Page) {
  const sent: { scanId: string; code: string }[] = [];
  page.on("request", (r: Request) => {
    if (r.method() === "POST" && r.url().endsWith("/api/workshop/scans"))
      sent.push(r.postDataJSON() as { scanId: string; code: string });
  });
  return sent;
}

test("a workshop worker scans printed labels on a phone: finished, a repeat refused, offline scans sent once", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(300_000);
  const customer = `Workshop ${freshPhone().slice(-6)}`;
  const worker = { phone: freshPhone(), nickname: "Chen Gong", password: GOOD_PASSWORD };

  // ---- the factory owner (desktop) ----
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();

  const accounts = new AccountManagementPage(page);
  await accounts.goto();
  await accounts.addSubAccount({ ...worker, workshop: true });
  await expect(page.getByRole("row", { name: new RegExp(worker.phone) })).toContainText("Workshop staff");

  const contractId = await signedContractOfThreeWindows(page, customer);

  const workshop = new WorkshopPage(page);
  await workshop.goto();
  await expect(workshop.row(customer)).toContainText("Contract");
  await workshop.act(customer, "arrange");
  await expect(workshop.row(customer)).toContainText("In production");
  await expect(workshop.row(customer)).toContainText("0/3");
  const contractNo = (await workshop.row(customer).locator("td").first().textContent())?.trim() ?? "";
  expect(contractNo).not.toBe("");
  const units = await workshop.openUnits(customer);
  const serials = await units.locator("tr.ant-table-row td:nth-child(2)").allTextContents();
  expect(serials).toHaveLength(3);
  const a4 = await workshop.download(units.getByTestId("labels-a4"));
  expect(a4.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const small = await workshop.download(units.getByTestId("labels-60x40"));
  await snap(page, info, "owner-units");
  await page.keyboard.press("Escape");

  // the workshop's own bar leads to the staff, where the worker is bound to cutting
  const staff = new StaffPage(page);
  await page.getByTestId("workshop-bar-staff").click();
  await staff.expectOpen();
  await staff.bind(worker.phone, "Cutting");
  await snap(page, info, "owner-staff-bound");

  // ---- the worker, on a phone ----
  const phone = await browser.newContext({ ...PHONE, baseURL, locale: "en-US", permissions: ["camera"] });
  const workerPage = await phone.newPage();
  // The phone's timers under Playwright's clock (time runs as usual), so the test moves them on to
  // the scan panel's next retry instead of waiting up to its 15 s.
  await workerPage.clock.install();
  const errors = pageErrors(workerPage);
  const sent = scansSent(workerPage);
  const workerLogin = new LoginPage(workerPage);
  await workerLogin.goto();
  await workerLogin.signIn(worker.phone, worker.password);
  const scanner = new WorkerScanPage(workerPage);
  await scanner.expectLanded();
  await expect(workerPage.getByTestId("workshop-staff")).toContainText("Cutting");
  // SPEC §6 rule 5: anywhere else leads back here.
  await workerPage.goto("/orders/group-list");
  await scanner.expectLanded();
  await scanner.chooseContract(customer);

  // The first label of the printed A4 sheet in front of the camera: its cutting is finished.
  camera.show(pdfPagePng(a4.bytes, { crop: A4_FIRST_LABEL }));
  await scanner.scanWithCamera();
  await expect(scanner.latest()).toHaveAttribute("data-testid", "scan-ok");
  await expect(scanner.latest()).toContainText(`${serials[0]}: Cutting finished`);
  await expect(scanner.latest()).toContainText("Next: Frame assembly");
  await expect(scanner.today()).toContainText("1");
  await expectNoSidewaysScroll(workerPage);
  await snap(workerPage, info, "worker-finished");

  // The same label again: refused, nothing counted.
  await scanner.scanWithCamera();
  await expect(scanner.latest()).toHaveAttribute("data-testid", "scan-refused");
  await expect(scanner.latest()).toContainText("Please do not repeat scanning");
  await expect(scanner.results().getByTestId("scan-ok")).toHaveCount(1);
  await expect(scanner.today()).toContainText("1");
  await snap(workerPage, info, "worker-repeat-refused");

  // Something that is no unit's label or number, typed: refused on the phone, nothing sent.
  await scanner.type("6901234567892");
  await expect(scanner.latest()).toHaveAttribute("data-testid", "scan-refused");
  await expect(scanner.latest()).toContainText("type the number printed on the label");

  // No network, and the second unit's label is smudged: the worker types the number printed on
  // it (as a phone keyboard leaves it, in lower case); it waits on the phone.
  await phone.setOffline(true);
  await expect(workerPage.getByTestId("scan-offline")).toBeVisible();
  await scanner.type((serials[1] ?? "").toLowerCase());
  await expect(scanner.waiting()).toContainText("Waiting for the network: 1");
  await expect(scanner.results().getByTestId("scan-ok")).toHaveCount(1);
  await snap(workerPage, info, "worker-offline-queued");
  await phone.setOffline(false);
  await expect(scanner.latest()).toContainText(`${serials[1]}: Cutting finished`);
  await expect(scanner.waiting()).toBeHidden();
  await expect(scanner.results().getByTestId("scan-ok")).toHaveCount(2);
  await expect(scanner.today()).toContainText("2");
  await snap(workerPage, info, "worker-sent-when-back");

  // The third unit's scan reaches the server but its answer is lost on the way back: the phone
  // keeps it and sends it again with the same id; the server counts it once.
  let lost = 0;
  await workerPage.route("**/api/workshop/scans", async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort("connectionreset");
  });
  camera.show(pdfPagePng(small.bytes, { page: 3 }));
  await scanner.scanWithCamera();
  await expect(scanner.waiting()).toContainText("Waiting for the network: 1");
  // sent again by the phone's retry (every 15 s while scans wait): the phone's clock moved on 15 s
  await workerPage.clock.fastForward(15_000);
  await expect(scanner.latest()).toContainText(`${serials[2]}: Cutting finished`);
  await expect(scanner.waiting()).toBeHidden();
  await expect(scanner.results().getByTestId("scan-refused")).toHaveCount(2);
  await expect(scanner.today()).toContainText("3");

  // Every scan had its own id (four scans); the lost one went out again under the same id.
  // The typed number went out as typed: the server found the unit by it.
  expect(sent.map((s) => s.code)).toContain((serials[1] ?? "").toLowerCase());
  const ids = sent.map((s) => s.scanId);
  expect(new Set(ids).size).toBe(4);
  const lastId = ids.at(-1);
  expect(ids.filter((id) => id === lastId).length).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
  await phone.close();

  // ---- the owner sees each unit's cutting finished once, by the worker ----
  await workshop.goto();
  await expect(workshop.row(customer)).toContainText("0/3");
  const after = await workshop.openUnits(customer);
  await expect(after).toContainText("Cutting 3/3");
  await expect(after).toContainText("Frame assembly 0/3");
  // The delivery note lists the three units (not packed yet).
  const note = await workshop.download(after.getByTestId("delivery-note"));
  expect(note.name).toBe(`${contractNo}-delivery-note.pdf`);
  const noteText = pdfText(note.bytes);
  for (const words of ["Delivery note", customer, ...serials, "not packed", "Received by"])
    expect(noteText).toContain(words);
  await page.keyboard.press("Escape");
  await staff.goto();
  await expect(staff.row(worker.phone).locator("td").nth(2)).toHaveText("3");
  await snap(page, info, "owner-staff-counts");

  // A supervisor takes back the third unit's cutting: confirmed, and only with a reason.
  await workshop.goto();
  const drawer = await workshop.openUnits(customer);
  await drawer
    .locator("tr.ant-table-row", { hasText: serials[2] ?? "?" })
    .getByRole("button", { name: "Withdraw Cutting" })
    .click();
  const ask = page
    .locator(".ant-modal")
    .filter({ hasText: `Withdraw the finished link Cutting of ${serials[2]}?` });
  await expect(ask.getByRole("button", { name: "OK" })).toBeDisabled();
  await ask.getByTestId("withdraw-reason").fill("Cut 5 mm short");
  await ask.getByRole("button", { name: "OK" }).click();
  await expect(drawer).toContainText("Cutting 2/3");
  await snap(page, info, "owner-withdrawn");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // Issue 27: finishing production with two cuttings done asks first and warns that the workshop
  // is not done; Cancel leaves the contract in production. The contract's own page asks alike.
  const finish = await workshop.ask(customer, "finish");
  await expect(finish.dialog).toContainText(`Finish production of contract ${contractNo}?`);
  await expect(finish.warning()).toHaveText(
    /^The workshop is not done: only [1-9]\d?% of the links are finished \(3 production units\)\.$/,
  );
  const warned = (await finish.warning().textContent()) ?? "";
  await expect(finish.undo()).toHaveText(
    "It cannot be undone here: only a revert with a reason takes it back into production.",
  );
  await snap(page, info, "owner-finish-warned");
  await finish.cancel();
  await expect(workshop.row(customer)).toContainText("In production");
  await expect(workshop.row(customer).getByTestId("event-finish")).toBeVisible();
  await page.goto(`/orders/group-detail/${contractId}`);
  const contracts = new ContractPage(page);
  await contracts.expectOpen(contractId);
  const again = await contracts.ask("finish");
  await expect(again.warning()).toHaveText(warned);
  await again.cancel();
  await page.reload();
  await expect(contracts.status()).toHaveText("In production");
});

test("issue 27: confirming the deposit, arranging and finishing ask first, Cancel changes nothing; issue 25.17: deliver on an unpacked contract shows the server's message (desktop)", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const customer = `Unpacked ${freshPhone().slice(-6)}`;
  const errors = pageErrors(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  await signedContractOfThreeWindows(page, customer);

  const workshop = new WorkshopPage(page);
  await workshop.goto();
  const row = workshop.row(customer);
  const contractNo = (await row.locator("td").first().textContent())?.trim() ?? "";
  expect(contractNo).toMatch(/^HT/);

  // The deposit: the question says what it records and what stays; Cancel leaves it, OK confirms.
  const deposit = await workshop.ask(customer, "confirm_deposit");
  await expect(deposit.dialog).toContainText(`Confirm the deposit of contract ${contractNo}?`);
  await expect(deposit.does()).toHaveText(
    "This records that the customer's deposit has been received, so the contract can go into production.",
  );
  await expect(deposit.undo()).toContainText("only a revert with a reason takes the contract back");
  await snap(page, info, "deposit-asked");
  await deposit.cancel();
  await expect(row.getByTestId("event-confirm_deposit")).toBeVisible();
  await page.reload();
  await expect(row).toContainText("Contract");
  await expect(row.getByTestId("event-confirm_deposit")).toBeVisible();
  await (await workshop.ask(customer, "confirm_deposit")).ok();
  await expect(row.getByTestId("event-confirm_deposit")).toBeHidden();
  await expect(row.locator(".ant-tag").first()).toHaveText("Deposit");

  // Arranging: the question says the units are made once and stay; Cancel leaves it, OK arranges.
  const arrange = await workshop.ask(customer, "arrange");
  await expect(arrange.dialog).toContainText(`Arrange production of contract ${contractNo}?`);
  await expect(arrange.does()).toContainText("one production unit per window");
  await expect(arrange.undo()).toContainText(
    "a revert takes the contract out of production but keeps its units",
  );
  await snap(page, info, "arrange-asked");
  await arrange.cancel();
  await page.reload();
  await expect(row.locator(".ant-tag").first()).toHaveText("Deposit");
  await expect(row).toContainText("0/0");
  await workshop.act(customer, "arrange");
  await expect(row).toContainText("In production");
  await expect(row).toContainText("0/3");

  // Finishing with nothing done: the question warns (0 %); Cancel leaves it in production.
  const finish = await workshop.ask(customer, "finish");
  await expect(finish.warning()).toHaveText(
    "The workshop is not done: only 0% of the links are finished (3 production units).",
  );
  await snap(page, info, "finish-warned");
  await finish.cancel();
  await page.reload();
  await expect(row).toContainText("In production");
  await workshop.act(customer, "finish");
  await expect(row.getByTestId("event-deliver")).toBeVisible();
  // Nothing is packed: the server refuses, and the page says what it said.
  await workshop.act(customer, "deliver");
  await expect(page.locator(".ant-message")).toContainText(
    "Pack every production unit of this contract before delivering it (3 not packed yet)",
  );
  await expect(workshop.row(customer).getByTestId("event-deliver")).toBeVisible();
  await snap(page, info, "deliver-refused");
  expect(errors).toEqual([]);
});
