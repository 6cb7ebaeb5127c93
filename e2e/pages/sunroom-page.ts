import type { Page } from "@playwright/test";
import { DEMO } from "../fixtures/accounts.ts";
import { expect } from "./expect.ts";
import { LoginPage } from "./login-page.ts";

/** The demo account signed in on the sign-in page, then /sunnyHouse opened. */
export async function openSunroom(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await page.waitForURL(/\/home$/);
  await page.goto("/sunnyHouse");
  await expect(page.getByTestId("sunroom-page")).toBeVisible();
}
