import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { MeasurementPages } from "./pages/measurement-pages.ts";

// Field measurement offline (issue 31), through the interface only: a phone opens a visit online
// (the service worker installs, the visit is kept on the device), loses the network, opens the app
// again cold (a new tab: the service worker serves the page, the device store the visit), records
// an opening that waits as not synced (signing out asks first), gets the network back and sees it
// synced; a desktop then finds the opening on the server.
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

// The offline app is the service worker's (blocked elsewhere: playwright.config.ts).
test.use({ ...PHONE, serviceWorkers: "allow" });

test("an opening recorded with no network, after a cold offline start, syncs when the network returns", async ({
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
  await m.save();
  const card = m.openings.getByTestId("opening-card").filter({ hasText: "Bedroom" });
  await expect(card.getByTestId("opening-size")).toHaveText("1204 × 1398 mm");
  await expect(card.getByTestId("opening-unsynced")).toBeVisible();
  await expect(phone.getByTestId("sync-queued")).toHaveText(/Changes not yet synced: \d+/);
  await snap(phone, info, "offline-opening-waits");
  // signing out now would leave them here: the app asks first, and Cancel keeps the session
  const shell = new CompactShell(phone);
  await shell.openMenu();
  await phone.getByTestId("compact-logout").tap();
  await expect(phone.getByTestId("signout-unsynced-does")).toHaveText(
    /^\d+ field measurement changes are not yet on the server\.$/,
  );
  await phone.getByTestId("signout-unsynced-cancel").click();
  await expect(phone.getByTestId("signout-unsynced-question")).toBeHidden();

  await context.setOffline(false);
  await expect(phone.getByTestId("sync-done")).toHaveText("All changes synced");
  await expect(card.getByTestId("opening-unsynced")).toBeHidden();
  await snap(phone, info, "synced");

  const desk = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
  const office = await desk.newPage();
  const officeLogin = new LoginPage(office);
  await officeLogin.goto();
  await officeLogin.signIn(DEMO.phone, DEMO.password);
  await office.waitForURL(/\/home/);
  await office.goto(new URL(visit).pathname + new URL(visit).search);
  const seen = new MeasurementPages(office).openings
    .getByTestId("opening-card")
    .filter({ hasText: "Bedroom" });
  await expect(seen.getByTestId("opening-size")).toHaveText("1204 × 1398 mm");
  await desk.close();
  expect([...errors, ...phoneErrors]).toEqual([]);
});
