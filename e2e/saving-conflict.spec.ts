import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, freshPhone } from "./fixtures/accounts.ts";
import { CustomersPage } from "./pages/customers-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ProductCatalogue } from "./pages/product-manage-pages.ts";
import { WarehousePage } from "./pages/warehouse-page.ts";

// Saving never silently overwrites (issue 26): two people open the same record (a customer, a
// warehouse material, a series directory), both edit it; the second save is refused and the conflict dialog offers to
// reload or overwrite. Reloading shows the first person's change; overwriting saves the second
// person's over it. Through the interface only.

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home/);
  return page;
}

async function editNote(page: Page, note: string) {
  await page.getByTestId("customer-edit").click();
  await page.getByTestId("customer-note").fill(note);
  await page.getByTestId("customer-save").click();
}

test("a second save of a customer someone else saved meanwhile asks to reload or overwrite", async ({
  browser,
}) => {
  // Two browsers signing in and a customer made through the interface: slow on a small machine.
  test.slow();
  const first = await signedIn(browser);
  const name = `Conflict ${Date.now() % 100_000}`;
  const id = await new CustomersPage(first).add(name, freshPhone());
  const second = await signedIn(browser);
  await second.goto(`/manage/customerManagement/${id}`);
  await expect(second.getByTestId("customer-title")).toContainText(name);

  // The first person saves; the second still shows the customer as it was when opened.
  await editNote(first, "Measured on Monday");
  await expect(first.getByTestId("customer-page")).toContainText("Measured on Monday");

  await editNote(second, "Wants white frames");
  const conflict = second.getByTestId("stale-save-dialog");
  await expect(conflict).toContainText("Someone else saved this record since you opened it.");
  await second.getByTestId("stale-save-reload").click();
  await expect(conflict).toBeHidden();
  await expect(second.getByTestId("customer-note")).toHaveValue("Measured on Monday");

  // Saving the reloaded form is no conflict, and both see the second person's note.
  await second.getByTestId("customer-note").fill("Measured on Monday; wants white frames");
  await second.getByTestId("customer-save").click();
  await expect(second.getByTestId("customer-page")).toContainText("Measured on Monday; wants white frames");
  await first.reload();
  await expect(first.getByTestId("customer-page")).toContainText("Measured on Monday; wants white frames");
});

test("a second save of a warehouse material someone else saved meanwhile can overwrite it knowingly", async ({
  browser,
}) => {
  test.slow();
  const first = await signedIn(browser);
  const code = `VC-${Date.now() % 100_000}`;
  await new WarehousePage(first).addHardware(code, "Hinge", "Rack V1");
  const second = await signedIn(browser);
  // Both open the material's edit form before either saves.
  const mine = await new WarehousePage(first).editMaterial(code);
  const theirs = await new WarehousePage(second).editMaterial(code);

  await mine.getByTestId("material-name").fill("Hinge, brass");
  await mine.getByTestId("material-save").click();
  await expect(mine).toBeHidden();
  await expect(first.getByTestId("material-rows")).toContainText("Hinge, brass");

  await theirs.getByTestId("material-name").fill("Hinge, steel");
  await theirs.getByTestId("material-save").click();
  const conflict = second.getByTestId("stale-save-dialog");
  await expect(conflict).toContainText("Someone else saved this record since you opened it.");
  // Reloading shows the first person's name in the form, still open for editing.
  await second.getByTestId("stale-save-reload").click();
  await expect(conflict).toBeHidden();
  await expect(theirs.getByTestId("material-name")).toHaveValue("Hinge, brass");

  // The first person saves again meanwhile; the second overwrites it knowingly.
  const again = await new WarehousePage(first).editMaterial(code);
  await again.getByTestId("material-name").fill("Hinge, brass (2)");
  await again.getByTestId("material-save").click();
  await expect(again).toBeHidden();
  await theirs.getByTestId("material-name").fill("Hinge, steel");
  await theirs.getByTestId("material-save").click();
  await expect(conflict).toBeVisible();
  await second.getByTestId("stale-save-overwrite").click();
  await expect(conflict).toBeHidden();
  await expect(theirs).toBeHidden();
  await expect(second.getByTestId("material-rows")).toContainText("Hinge, steel");
  await new WarehousePage(first).findMaterial(code);
  await expect(first.getByTestId("material-rows")).toContainText("Hinge, steel");
});

/** The catalogue with `name` chosen and its rename dialog open. */
async function renaming(page: Page, name: string): Promise<ProductCatalogue> {
  const catalogue = new ProductCatalogue(page);
  await catalogue.goto();
  await catalogue.directory(name).click();
  await catalogue.action("rename-directory");
  await expect(catalogue.nameField).toHaveValue(name);
  return catalogue;
}

test("a second rename of a series directory someone else renamed meanwhile asks to reload", async ({
  browser,
}) => {
  test.slow();
  const first = await signedIn(browser);
  const name = `Conflict dir ${Date.now() % 100_000}`;
  const made = new ProductCatalogue(first);
  await made.goto();
  await made.action("directory-main");
  await made.action("new-directory");
  await made.nameField.fill(name);
  await made.ok();
  await expect(made.directory(name)).toBeVisible();

  // Both open the rename dialog before either saves.
  const second = await signedIn(browser);
  const theirs = await renaming(second, name);
  const mine = await renaming(first, name);
  await mine.nameField.fill(`${name} aluminium`);
  await mine.ok();
  await expect(mine.directory(`${name} aluminium`)).toBeVisible();

  await theirs.nameField.fill(`${name} uPVC`);
  await theirs.ok();
  const conflict = second.getByTestId("stale-save-dialog");
  await expect(conflict).toContainText("Someone else saved this record since you opened it.");
  // Reloading shows the first person's name in the dialog, still open for editing.
  await second.getByTestId("stale-save-reload").click();
  await expect(conflict).toBeHidden();
  await expect(theirs.nameField).toHaveValue(`${name} aluminium`);

  // Renamed from the reloaded name, it is no conflict, and both see the second person's name.
  await theirs.nameField.fill(`${name} aluminium, uPVC`);
  await theirs.ok();
  await expect(theirs.directory(`${name} aluminium, uPVC`)).toBeVisible();
  await first.reload();
  await expect(mine.directory(`${name} aluminium, uPVC`)).toBeVisible();
  await expect(mine.directory(`${name} aluminium`)).toHaveCount(0);
});
