import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/**
 * The contract events whose buttons ask first (issue 27): signing, confirming the deposit,
 * arranging and finishing production. The others go on one click.
 */
export const ASKING_EVENTS: readonly string[] = ["sign", "confirm_deposit", "arrange", "finish"];

/**
 * The question a step that cannot simply be taken back asks first (issue 27): what it does, what
 * stays, a warning at an unusual moment; OK goes on, Cancel changes nothing. `name` is the step's
 * (the dialog's buttons are `${name}-ok` and `${name}-cancel`); on a phone its buttons are tapped.
 */
export class Question {
  readonly dialog: Locator;

  constructor(
    page: Page,
    private readonly name: string,
    private readonly touch = false,
  ) {
    this.dialog = page.getByRole("dialog").filter({ has: page.getByTestId(`${name}-ok`) });
  }

  /** What pressing OK does. */
  does(): Locator {
    return this.dialog.getByTestId(`${this.name}-does`);
  }

  /** What cannot be undone afterwards. */
  undo(): Locator {
    return this.dialog.getByTestId(`${this.name}-undo`);
  }

  warning(): Locator {
    return this.dialog.getByTestId(`${this.name}-warning`);
  }

  async ok() {
    await this.answer("ok");
  }

  async cancel() {
    await this.answer("cancel");
  }

  private async answer(button: "ok" | "cancel") {
    const target = this.dialog.getByTestId(`${this.name}-${button}`);
    await (this.touch ? target.tap() : target.click());
    await expect(this.dialog).toBeHidden();
  }
}
