import type { Locator, Page } from "@playwright/test";

/** The message an antd form shows under the field holding `input` (not one leaving). */
export function fieldError(page: Page, input: Locator): Locator {
  return page
    .locator(".ant-form-item")
    .filter({ has: input })
    .locator(".ant-form-item-explain-error:not(.ant-form-show-help-item-leave)");
}
