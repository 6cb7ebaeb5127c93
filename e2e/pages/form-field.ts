import type { Locator, Page } from "@playwright/test";

/** The message an antd form shows under the field holding `input` (not one leaving). */
export function fieldError(page: Page, input: Locator): Locator {
  return page
    .locator(".ant-form-item")
    .filter({ has: input })
    .locator(".ant-form-item-explain-error:not(.ant-form-show-help-item-leave)");
}

/** A page with an antd form: its fields by test id, their messages, typing as a person does. */
export class FormPage {
  constructor(protected readonly page: Page) {}

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** The error shown under the form field holding `input`. */
  fieldError(input: Locator): Locator {
    return fieldError(this.page, input);
  }

  /** Types into a field and leaves it, as a person does before pressing a button. */
  async type(input: Locator, value: string) {
    await input.fill(value);
    await input.blur();
  }
}
