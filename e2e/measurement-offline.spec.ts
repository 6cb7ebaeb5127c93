import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { FACADE_PATH } from "./fixtures/facade-photo.ts";
import { PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { MeasurementPages } from "./pages/measurement-pages.ts";

// Field measurement offline (issue 31), through the interface only: a phone orders a visit online
// (the service worker installs, the visit is kept on the device), loses the network, opens the app
// again cold (a new tab: the service worker serves the page, the device store the visit), records
// two openings and a photo with a dimension line that wait as not synced (signing out asks
// first), gets the network back and sees them synced; a desktop then finds the openings and the
// photo on the server, converts the visit, sees the photo on the window it became and opens that
// window in the designer at the measured size.
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

// The offline app is the service worker's (blocked elsewhere: playwright.config.ts).
test.use({ ...PHONE, serviceWorkers: "allow" });

test("openings and a marked photo recorded with no network, after a cold offline start, sync when the network returns and go with the converted order", async ({
  page,
  context,
  browser,
}, info) => {
  const errors = pageErrors(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  await page.goto("/measure-management");
  const address = `7 Cedar Row ${Date.now() % 100_000}`;
  await new MeasurementPages(page).orderVisit(address, `${today()} 23:50`);
  await expect(page.getByTestId("sync-done")).toBeVisible();
  // the app is installed: its worker controls the page (the shell and these pages precached)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const visit = page.url();

  await context.setOffline(true);
  await page.close();
  const phone = await context.newPage();
  const phoneErrors = pageErrors(phone);
  await phone.goto(visit);
  const m = new MeasurementPages(phone);
  await expect(phone.getByTestId("sync-offline")).toContainText("Offline");
  await expect(phone.getByTestId("measure-status")).toHaveText("Scheduled");
  await phone.getByTestId("opening-add").click();
  await m.fill({ room: "Bedroom", position: "East", width1: 1210, width2: 1204, width3: 1208 });
  await m.fill({ height1: 1400, height2: 1402, height3: 1398 });
  await m.chooseTemplate("2-panel casement");
  await m.save();
  await phone.getByTestId("opening-add").click();
  await m.fill({ room: "Hall", position: "South", width1: 900, width2: 902, width3: 901 });
  await m.fill({ height1: 2100, height2: 2098, height3: 2101 });
  await m.chooseTemplate("2-panel casement");
  await m.save();
  const card = m.openings.getByTestId("opening-card").filter({ hasText: "Bedroom" });
  await expect(card.getByTestId("opening-size")).toHaveText("1204 × 1398 mm");
  await expect(card.getByTestId("opening-unsynced")).toBeVisible();
  const hall = m.openings.getByTestId("opening-card").filter({ hasText: "Hall" });
  await expect(hall.getByTestId("opening-size")).toHaveText("900 × 2098 mm");
  // a photo of the bedroom's opening, marked with no network: kept on the phone, not yet synced
  await m.markPhoto(card, FACADE_PATH, 1204);
  await phone.getByTestId("photo-save").click();
  await expect(card.getByTestId("photo-thumb")).toHaveCount(1);
  await expect(card.getByTestId("photo-unsynced")).toHaveText("Not synced");
  await expect(phone.getByTestId("sync-queued")).toHaveText(/Changes and photos not yet synced: \d+/);
  await snap(phone, info, "offline-opening-waits");
  // signing out now would leave them here: the app asks first, and Cancel keeps the session
  const shell = new CompactShell(phone);
  await shell.openMenu();
  await phone.getByTestId("compact-logout").tap();
  await expect(phone.getByTestId("signout-unsynced-does")).toHaveText(
    /^\d+ field measurement changes and photos are not yet on the server\.$/,
  );
  await phone.getByTestId("signout-unsynced-cancel").click();
  await expect(phone.getByTestId("signout-unsynced-question")).toBeHidden();

  await context.setOffline(false);
  await expect(phone.getByTestId("sync-done")).toHaveText("All changes synced");
  await expect(card.getByTestId("opening-unsynced")).toBeHidden();
  await expect(card.getByTestId("photo-unsynced")).toBeHidden();
  await snap(phone, info, "synced");

  const desk = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
  const office = await desk.newPage();
  const officeLogin = new LoginPage(office);
  await officeLogin.goto();
  await officeLogin.signIn(DEMO.phone, DEMO.password);
  await office.waitForURL(/\/home/);
  await office.goto(new URL(visit).pathname + new URL(visit).search);
  const desktop = new MeasurementPages(office);
  const seen = desktop.openings.getByTestId("opening-card").filter({ hasText: "Bedroom" });
  await expect(seen.getByTestId("opening-size")).toHaveText("1204 × 1398 mm");
  await expect(desktop.openings.getByTestId("opening-card").filter({ hasText: "Hall" })).toHaveCount(1);
  // the photo taken offline, sent once, read from the server
  await expect(seen.getByTestId("photo-thumb").locator("img")).toBeVisible();
  await expect(seen.getByTestId("photo-unsynced")).toHaveCount(0);
  await snap(office, info, "desktop-visit-with-photo");
  await office.getByTestId("measure-complete").click();
  await expect(office.getByTestId("measure-status")).toHaveText("Measured");
  await office.getByTestId("measure-convert").click();
  await office.getByTestId("measure-convert-ok").click();
  await office.waitForURL(/\/orders\/detail\/\d+/);
  // the bedroom's window (the one at its measured size) carries the marked photo; the hall's has none
  const bedroom = office.getByRole("row").filter({ hasText: "1204 × 1398" });
  await expect(bedroom.locator('[data-testid^="window-photo-"]')).toHaveCount(1);
  await expect(office.locator('[data-testid^="window-photo-"]')).toHaveCount(1);
  await snap(office, info, "order-window-photo");
  await bedroom.locator('[data-testid^="window-link-"]').click();
  const designer = new DesignerPage(office);
  await expect(designer.dimensions("frameWidth")).toHaveText(["1204"]);
  await expect(designer.dimensions("frameHeight")).toHaveText(["1398"]);
  await desk.close();
  expect([...errors, ...phoneErrors]).toEqual([]);
});

test("a visit ordered with no network, for a new customer typed on the phone, is ordered once when the network returns", async ({
  page,
  context,
}, info) => {
  const errors = pageErrors(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  // the list read online keeps the CRM's customers and the measurers on the phone
  await page.goto("/measure-management");
  await expect(page.getByTestId("sync-done")).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("sync-offline")).toBeVisible();
  await page.getByTestId("measure-order-new").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("measure-order-customer-kind").getByText("New customer").click();
  const phone = `139${String(Date.now()).slice(-8)}`;
  await dialog.getByTestId("measure-order-customer-name").fill("Offline Ou");
  await dialog.getByTestId("measure-order-customer-phone").fill(phone);
  const address = `4 Signal Lane ${Date.now() % 100_000}`;
  await dialog.getByTestId("measure-order-address").fill(address);
  const time = dialog.getByTestId("measure-order-time");
  await time.click();
  await time.fill(`${today()} 23:55`);
  await page.locator(".ant-picker-dropdown:visible .ant-picker-ok button").click();
  await dialog.getByTestId("measure-order-measurer").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
  await snap(page, info, "offline-new-visit");
  await page.getByTestId("measure-order-save").click();
  await page.waitForURL(/\/measure-management-detail\?id=-\d+/);
  await expect(page.getByRole("heading", { name: "Offline Ou" })).toBeVisible();
  const m = new MeasurementPages(page);
  await page.getByTestId("opening-add").click();
  await m.fill({
    room: "Porch",
    width1: 800,
    width2: 801,
    width3: 802,
    height1: 2000,
    height2: 2001,
    height3: 2002,
  });
  await m.save();
  await expect(page.getByTestId("sync-queued")).toHaveText(/Changes and photos not yet synced: \d+/);
  await snap(page, info, "offline-visit-waits");

  await context.setOffline(false);
  // ordered on the server: the page goes on under the server's id, the opening with it
  await page.waitForURL(/\/measure-management-detail\?id=\d+$/);
  await expect(page.getByTestId("sync-done")).toHaveText("All changes synced");
  await expect(m.openings.getByTestId("opening-size")).toHaveText("800 × 2000 mm");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Offline Ou" })).toBeVisible();
  await expect(m.openings.getByTestId("opening-card")).toHaveCount(1);
  await page.getByRole("link", { name: /Back to the list/ }).click();
  const listed = m.orders.getByTestId("measure-order-link").filter({ hasText: address });
  await expect(listed).toHaveCount(1);
  // nothing waits on the phone any more
  await expect(listed.getByTestId("measure-order-unsynced")).toHaveCount(0);
  await expect(page.getByTestId("sync-done")).toBeVisible();
  await snap(page, info, "offline-visit-synced");
  expect(errors).toEqual([]);
});

test("a visit completed and moved with no network shows so at once, says converting needs the network, and is completed and moved once the network returns", async ({
  page,
  context,
  browser,
}, info) => {
  const errors = pageErrors(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  await page.goto("/measure-management");
  await new MeasurementPages(page).orderVisit(`9 Quiet Lane ${Date.now() % 100_000}`, `${today()} 23:40`);
  await expect(page.getByTestId("sync-done")).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const visit = page.url();

  await context.setOffline(true);
  await page.close();
  const phone = await context.newPage();
  const phoneErrors = pageErrors(phone);
  await phone.goto(visit);
  const m = new MeasurementPages(phone);
  await expect(phone.getByTestId("sync-offline")).toBeVisible();
  await phone.getByTestId("opening-add").click();
  await m.fill({ room: "Study", position: "North", width1: 1000, width2: 1002, width3: 1001 });
  await m.fill({ height1: 1200, height2: 1201, height3: 1199 });
  await m.chooseTemplate("2-panel casement");
  await m.save();
  // "Measuring done" with no network: the phone judges it as the server would and keeps it
  await phone.getByTestId("measure-complete").click();
  await expect(phone.getByTestId("measure-status")).toHaveText("Measured");
  // converting is the server's (the order's number): the button says so instead of failing
  await expect(phone.getByTestId("measure-convert")).toBeDisabled();
  await expect(phone.getByTestId("measure-convert-offline")).toHaveText(/Needs the network/);
  // moving the visit with no network: the measurers are the phone's copy
  await phone.getByTestId("measure-edit").click();
  await phone.getByTestId("measure-order-address").fill("11 Moved Street");
  await phone.getByTestId("measure-edit-save").click();
  await expect(phone.getByText("11 Moved Street")).toBeVisible();
  await expect(phone.getByTestId("sync-queued")).toBeVisible();
  await snap(phone, info, "offline-completed-and-moved");

  await context.setOffline(false);
  await expect(phone.getByTestId("sync-done")).toBeVisible();
  await expect(phone.getByTestId("measure-convert")).toBeEnabled();

  const desk = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
  const office = await desk.newPage();
  const officeLogin = new LoginPage(office);
  await officeLogin.goto();
  await officeLogin.signIn(DEMO.phone, DEMO.password);
  await office.waitForURL(/\/home/);
  await office.goto(new URL(visit).pathname + new URL(visit).search);
  await expect(office.getByTestId("measure-status")).toHaveText("Measured");
  await expect(office.getByText("11 Moved Street")).toBeVisible();
  await desk.close();
  expect([...errors, ...phoneErrors]).toEqual([]);
});
