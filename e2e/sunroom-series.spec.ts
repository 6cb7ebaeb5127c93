import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { snap } from "./fixtures/steps.ts";
import { LoginPage } from "./pages/login-page.ts";

// The company's sunroom series (issue 33) through the interface only: the demo factory's SR120
// copied in the product pages, a profile of the copy renamed and given a shorter bar, then picked
// on /sunnyHouse, whose bill of materials names the profile so and whose cutting plan cuts every
// post from a bar of its own. The copy leaves the seeded SR120 as other tests read it.

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home$/);
}

test("a sunroom series edited in the product pages is what /sunnyHouse builds with", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto("/product-manage/index");
  const card = page.getByTestId("sunroom-series-card");
  // the demo factory's SR120, seeded in its language
  await expect(card).toContainText("SR120");
  const edits = card.locator('[data-testid^="edit-sunroom-series-"]');
  const before = await edits.count();
  const rows = card.locator('[data-testid^="sunroom-series-row-"]');
  await rows.first().getByRole("button", { name: "Clone" }).click();
  await expect(edits).toHaveCount(before + 1);
  const copyRow = rows.last();
  const copyName = ((await copyRow.locator("td").first().textContent()) ?? "").trim();
  expect(copyName).toContain("copy");
  await snap(page, info, "sunroom-series-listed");

  await edits.last().click();
  await expect(page.getByTestId("sunroom-series-page")).toBeVisible();
  const stamp = Date.now().toString(36);
  const postName = `E2E post ${stamp}`;
  const bar = page.getByTestId("stock-length-P100");
  await bar.fill("3500");
  await bar.blur();
  const postRow = page.getByTestId("profiles-table").locator("tr", { has: bar });
  await postRow.locator("input").nth(1).fill(postName);
  await page.getByTestId("save-sunroom-series").click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await snap(page, info, "sunroom-series-edited");

  await page.goto("/sunnyHouse");
  await expect(page.getByTestId("sunroom-page")).toBeVisible();
  await page.getByTestId("sunroom-series").click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: copyName })
    .last()
    .click();
  await expect(page.getByTestId("sunroom-bom")).toContainText(postName);
  await page.getByTestId("sunroom-cut").click();
  const posts = page.getByTestId("sunroom-cutting").locator("tr", { hasText: "P100" }).first();
  await expect(posts).toBeVisible();
  const cells = await posts.locator("td").allTextContents();
  // profile, colour, bars, pieces, use: a 3500 mm bar holds one post (each over 1750 mm)
  expect(Number(cells[2])).toBe(Number(cells[3]));
  expect(Number(cells[3])).toBeGreaterThan(0);
  await snap(page, info, "sunroom-uses-series");
});
