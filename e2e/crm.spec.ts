import { expect, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, stepShots } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { CustomersPage } from "./pages/customers-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { AccountManagementPage } from "./pages/personal-center.ts";
import { RegisterPage } from "./pages/register-page.ts";
import { Shell } from "./pages/shell.ts";

// The CRM steps of issue 17's path, through the interface only, on the demo factory (which has
// the CRM module): add a customer, log a follow-up due today and find it on /home, make a
// contract for the customer from its page, follow the contract's link back to the customer, and
// link a contract made without a record to the customer from the contract's edit dialog.
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`a customer, a follow-up due today on /home, a contract for them (${size.name})`, async ({
      page,
    }, info) => {
      const shot = stepShots(page, info);
      const name = `张伟 ${size.name} ${Date.now() % 100_000}`;
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(DEMO.phone, DEMO.password);
      await page.waitForURL(/\/home/);

      const customers = new CustomersPage(page);
      const id = await customers.add(name, freshPhone());
      await customers.logFollowUpDueToday("Wants a quote for three casements");
      await shot("1-customer-with-follow-up");

      await page.goto("/home");
      const due = page.getByTestId("home-due-follow-ups");
      await expect(due.getByText(name)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("2-home-due-today");
      await due.getByText(name).click();
      await page.waitForURL(new RegExp(`/manage/customerManagement/${id}$`));

      const contractId = await customers.makeContract(name);
      await expect(page.getByTestId("contract-customer-value")).toHaveText(name);
      await shot("3-contract-for-customer");
      await page.getByTestId("contract-customer-value").click();
      await page.waitForURL(new RegExp(`/manage/customerManagement/${id}$`));
      await expect(page.getByTestId("timeline-contract")).toBeVisible();
      await expect(page.locator(`a[href="/orders/group-detail/${contractId}"]`).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("4-customer-timeline");

      // A contract made without a record is linked to the customer afterwards, from its edit dialog.
      const contracts = new ContractPage(page);
      await contracts.createFromList(`Walk-in ${size.name}`);
      await page.getByTestId("contract-edit").click();
      const dialog = page.getByRole("dialog");
      await dialog.getByTestId("contract-customer-pick").click();
      await page.keyboard.type(name);
      await page.locator(".ant-select-item-option").filter({ hasText: name }).click();
      await expect(dialog.getByTestId("contract-customer")).toHaveValue(name);
      await dialog.getByTestId("party-save").click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("contract-customer-value")).toHaveAttribute(
        "href",
        `/manage/customerManagement/${id}`,
      );
      await shot("4b-contract-linked-afterwards");

      // The list finds the customer by the pinyin initials of its name.
      await page.goto("/manage/customerManagement");
      await page.getByTestId("customer-search").locator("input").fill("zw");
      await page.getByTestId("customer-search").locator("input").press("Enter");
      await expect(page.getByTestId("customer-rows").getByText(name)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("5-customer-list");
    });
  });
}

// Return visits (issue 17): a contract made for a customer is signed (the customer becomes a
// deal), produced, finished and delivered from its page; the delivery opens the contract's return
// visit, "not started", on the customer's page. The visit cannot end without the customer's
// satisfaction; with "satisfied" and the feedback it ends, and the customer's page, its timeline
// and the return-visit list all say so.
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`a delivered contract's return visit: not started, ended with satisfaction and feedback (${size.name})`, async ({
      page,
    }, info) => {
      const shot = stepShots(page, info);
      const errors = pageErrors(page);
      const name = `李娜 visit ${size.name} ${Date.now() % 100_000}`;
      const feedback = `Fitted on time, the installers cleaned up (${size.name})`;
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(DEMO.phone, DEMO.password);
      await page.waitForURL(/\/home/);

      const customers = new CustomersPage(page);
      const id = await customers.add(name, freshPhone());
      await expect(page.getByTestId("customer-title")).toContainText("Potential");
      await expect(page.getByTestId("customer-visits")).toHaveCount(0);
      const contractId = await customers.makeContract(name);
      const contracts = new ContractPage(page);
      await contracts.addQuoteLine("Installation", "800");
      await expect(contracts.amount()).toContainText("800.00");

      // Signed, produced, finished and delivered through the contract's own buttons.
      await contracts.fire("sign");
      await page.getByRole("dialog").getByTestId("sign-ok").click();
      await expect(page.getByTestId("contract-status")).toHaveText("Contract");
      await contracts.fire("arrange");
      await expect(page.getByTestId("contract-status")).toHaveText("In production");
      await contracts.fire("finish");
      await expect(page.getByTestId("contract-status")).toHaveText("Finished");
      await contracts.fire("deliver");
      await expect(page.getByTestId("contract-status")).toHaveText("Delivered");
      await expectNoSidewaysScroll(page);
      await shot("1-contract-delivered");

      // The customer is a deal now, and the delivery's return visit waits, not started.
      await page.getByTestId("contract-customer-value").click();
      await page.waitForURL(new RegExp(`/manage/customerManagement/${id}$`));
      await expect(page.getByTestId("customer-title")).toContainText("Deal");
      const visits = page.getByTestId("customer-visits");
      await expect(visits.locator(`a[href="/orders/group-detail/${contractId}"]`)).toBeVisible();
      await expect(visits.getByTestId("visit-status")).toHaveText("Not started");
      await expect(page.getByTestId("timeline-return_visit")).toContainText("Not started");
      await expectNoSidewaysScroll(page);
      await shot("2-visit-not-started");

      // Started, then ended: without a satisfaction the dialog says what is missing and stays.
      await visits.getByTestId("visit-start").click();
      await expect(visits.getByTestId("visit-status")).toHaveText("Returning");
      await visits.getByTestId("visit-finish").click();
      const dialog = page.getByRole("dialog");
      await dialog.getByTestId("visit-feedback-input").fill(feedback);
      await dialog.getByTestId("visit-save").click();
      await expect(dialog).toContainText("Please choose the customer's satisfaction");
      await shot("3-satisfaction-required");
      await dialog.getByTestId("visit-satisfaction-input").getByText("Satisfied", { exact: true }).click();
      await dialog.getByTestId("visit-save").click();
      await expect(dialog).toBeHidden();
      await expect(visits.getByTestId("visit-status")).toHaveText("Ended");
      await expect(visits.getByTestId("visit-satisfaction")).toHaveText("Satisfied");
      await expect(visits.getByTestId("visit-feedback")).toHaveText(feedback);
      await expect(visits.getByTestId("visit-reopen")).toBeVisible();
      await expect(page.getByTestId("timeline-return_visit")).toContainText("Ended");
      await expect(page.getByTestId("timeline-return_visit")).toContainText(feedback);
      await expectNoSidewaysScroll(page);
      await shot("4-visit-ended");

      // The return-visit list of all customers, filtered to the ended ones, shows it too.
      await page.goto("/manage/customerManagement?tab=visits");
      await page.getByTestId("visit-status-filter").click();
      await page.locator(".ant-select-item-option").filter({ hasText: "Ended" }).click();
      const row = page
        .getByTestId("visit-rows")
        .locator("tr, .ant-card")
        .filter({ has: page.locator(`a[href="/orders/group-detail/${contractId}"]`) });
      await expect(row.getByTestId("visit-status")).toHaveText("Ended");
      await expect(row.getByTestId("visit-feedback")).toHaveText(feedback);
      await expect(row.getByRole("link", { name })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot("5-visit-list");
      expect(errors).toEqual([]);
    });
  });
}

// A company without the CRM module (a new registration) is shown what the module does and how to
// buy it: from the top bar, from the phone's drawer, and from an address typed or followed.
test("a company without the CRM module reaches the page advertising it, at desktop and on a phone", async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  const shot = stepShots(page, info);
  const phone = freshPhone();
  const login = new LoginPage(page);
  await login.goto();
  await login.openRegister();
  await new RegisterPage(page, request).register({
    phone,
    password: GOOD_PASSWORD,
    company: "Small Windows",
    nickname: "Ma",
  });
  await new Shell(page).expectOnHome();
  const advertise = page.getByTestId("crm-advertise");

  await page.getByTestId("main-nav").getByText("Customers", { exact: true }).click();
  await page.waitForURL(/\/manage\/customerManageAdvertise$/);
  await expect(advertise).toContainText("Customer management (CRM)");
  await expect(page.getByTestId("crm-buy")).toBeVisible();
  await shot("1-advertise-desktop");

  // An address of the CRM itself leads there too, not to an empty page behind a dialog.
  await page.goto("/manage/customerManagement/1");
  await page.waitForURL(/\/manage\/customerManageAdvertise$/);
  await expect(advertise).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const small = await browser.newContext({ ...PHONE, baseURL, locale: "en-US" });
  const mobile = await small.newPage();
  const mobileLogin = new LoginPage(mobile);
  await mobileLogin.goto();
  await mobileLogin.signIn(phone, GOOD_PASSWORD);
  await mobile.waitForURL(/\/home/);
  await new CompactShell(mobile).go("Customers");
  await mobile.waitForURL(/\/manage\/customerManageAdvertise$/);
  await expect(mobile.getByTestId("crm-advertise")).toBeVisible();
  await expectNoSidewaysScroll(mobile);
  await stepShots(mobile, info)("2-advertise-phone");
  await mobile.getByTestId("crm-buy").tap();
  await mobile.waitForURL(/\/purchase\/upgrade/);
  await small.close();
});

// A salesperson sub-account without "customers (all)" sees the customers it owns and no others;
// the main account sees them all, each with its salesperson.
test("a salesperson sub-account sees only its own customers; the main account sees theirs with the salesperson", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  const tag = Date.now() % 100_000;
  // Both names start alike: the search finds names by their start.
  const mine = `K${tag} owner's customer`;
  const theirs = `K${tag} salesperson's customer`;
  const sales = { phone: freshPhone(), nickname: `Sales ${tag}`, password: GOOD_PASSWORD };
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await shell.expectOnHome();
  const customers = new CustomersPage(page);
  const ownersId = await customers.add(mine, freshPhone());
  const management = new AccountManagementPage(page);
  await management.goto();
  await management.addSubAccount({ ...sales, permissions: ["Edit customers"] });
  await shell.signOut();

  await login.signIn(sales.phone, sales.password);
  await page.waitForURL(/\/home$/);
  await customers.add(theirs, freshPhone());
  await page.goto("/manage/customerManagement");
  const rows = page.getByTestId("customer-rows");
  await expect(rows.getByText(theirs)).toBeVisible();
  await expect(rows.getByTestId("customer-link")).toHaveCount(1);
  await shot("1-salesperson-list");
  // The owner's customer is not there, even by its address.
  await page.goto(`/manage/customerManagement/${ownersId}`);
  await expect(page.getByTestId("customer-error")).toContainText("Customer not found");
  await shot("2-salesperson-other-customer");
  await shell.signOut();

  await login.signIn(DEMO.phone, DEMO.password);
  await shell.expectOnHome();
  await page.goto("/manage/customerManagement");
  const search = page.getByTestId("customer-search").locator("input");
  await search.fill(`K${tag}`);
  await search.press("Enter");
  await expect(rows.getByText(mine)).toBeVisible();
  const row = rows.locator("tr, .ant-card").filter({ hasText: theirs });
  await expect(row).toContainText(sales.nickname);
  await shot("3-owner-sees-both");
});

// "Customer exists" (SPEC §8) is said under the phone field of the customer form (as every field
// refusal, the client's 400 toast says it too): on editing, and on adding one with the phone
// written differently.
test("a phone another customer has is refused under the phone field, on adding and on editing", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  const tag = Date.now() % 100_000;
  const taken = freshPhone();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  const customers = new CustomersPage(page);
  await customers.add(`Dup first ${tag}`, taken);
  await customers.add(`Dup second ${tag}`, freshPhone());

  // Editing the second one to the first one's phone.
  await page.getByTestId("customer-edit").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("customer-phone").fill(taken);
  await dialog.getByTestId("customer-save").click();
  const phoneItem = dialog.locator(".ant-form-item").filter({ has: page.getByTestId("customer-phone") });
  await expect(phoneItem.locator(".ant-form-item-explain")).toHaveText("This customer already exists");
  await shot("1-edit-phone-exists");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Adding a third with the same phone written with spaces.
  await page.goto("/manage/customerManagement");
  await page.getByTestId("customer-new").click();
  await dialog.getByTestId("customer-name").fill(`Dup third ${tag}`);
  await dialog
    .getByTestId("customer-phone")
    .fill(`${taken.slice(0, 3)} ${taken.slice(3, 7)} ${taken.slice(7)}`);
  await dialog.getByTestId("customer-save").click();
  await expect(phoneItem.locator(".ant-form-item-explain")).toHaveText("This customer already exists");
  await expect(dialog).toBeVisible();
  await shot("2-add-phone-exists");
});

// A follow-up names its tracker among the company's accounts (issue 17): the signed-in user by
// default, a salesperson sub-account when chosen; the customer's follow-ups show who tracked.
test("a follow-up's tracker is chosen among the company's accounts and shown with it", async ({
  page,
}, info) => {
  const shot = stepShots(page, info);
  const tag = Date.now() % 100_000;
  const sales = { phone: freshPhone(), nickname: `Tracker ${tag}`, password: GOOD_PASSWORD };
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
  const management = new AccountManagementPage(page);
  await management.goto();
  await management.addSubAccount({ ...sales, permissions: ["Edit customers"] });

  const customers = new CustomersPage(page);
  await customers.add(`Tracked ${tag}`, freshPhone());
  // Default: the signed-in user.
  await page.getByTestId("follow-up-new").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("follow-up-tracker")).toContainText("Demo");
  await dialog.getByTestId("follow-up-content").fill("Called about the balcony");
  await dialog.getByTestId("follow-up-save").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("timeline-follow_up").first()).toContainText("Tracker: Demo");

  // Another account of the company, chosen in the field.
  await page.getByTestId("follow-up-new").click();
  await dialog.getByTestId("follow-up-tracker").click();
  await page.keyboard.type(sales.nickname);
  await page.locator(".ant-select-item-option").filter({ hasText: sales.nickname }).click();
  await dialog.getByTestId("follow-up-content").fill("Measured the balcony");
  await shot("1-tracker-chosen");
  await dialog.getByTestId("follow-up-save").click();
  await expect(dialog).toBeHidden();
  const entries = page.getByTestId("timeline-follow_up");
  await expect(entries.filter({ hasText: "Measured the balcony" })).toContainText(
    `Tracker: ${sales.nickname}`,
  );
  await expect(entries.filter({ hasText: "Called about the balcony" })).toContainText("Tracker: Demo");
  await shot("2-follow-ups-with-trackers");
});
