import { expect, test } from "@playwright/test";
import { DEMO, freshPhone } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, stepShots } from "./fixtures/steps.ts";
import { ContractPage } from "./pages/contract-page.ts";
import { CustomersPage } from "./pages/customers-page.ts";
import { LoginPage } from "./pages/login-page.ts";

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
