import type { Locator, Page } from "@playwright/test";

/** Picks an option of an Ant Design select by typing its text, as a person searching the list. */
export async function pickByTyping(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.type(text);
  await page.locator(".ant-select-item-option").filter({ hasText: text }).click();
}
