import type { Locator, Page } from "@playwright/test";

type Tab = "account-feedback" | "account-business" | "account-deletions";

/** The operator console, /operator: its tabs of feedback, applications and account deletions. */
export class OperatorConsole {
  constructor(private readonly page: Page) {}

  async goto(tab: Tab) {
    await this.page.goto(`/operator?tab=${tab}`);
  }

  /** A feedback item holding every one of the texts. */
  feedback(...texts: string[]): Locator {
    let item = this.page.getByTestId("operator-feedback-item");
    for (const text of texts) item = item.filter({ hasText: text });
    return item;
  }

  async reply(item: Locator, text: string) {
    await item.getByTestId("operator-feedback-reply-input").fill(text);
    await item.getByTestId("operator-feedback-reply-send").click();
  }

  /** A row of the table (desktop) or its card (phone) holding the text. */
  row(text: string): Locator {
    return this.page.locator("tr.ant-table-row, [data-testid=row-card]").filter({ hasText: text });
  }

  /** An application's review action in its row. */
  businessAction(row: Locator, action: "reviewing" | "approved" | "refused"): Locator {
    return row.getByTestId(`operator-business-${action}`);
  }

  businessStatus(row: Locator): Locator {
    return row.getByTestId("operator-business-status");
  }

  deletionStatus(row: Locator): Locator {
    return row.getByTestId("operator-deletion-status");
  }

  /** "Complete now" of a pending deletion in its row. */
  deletionComplete(row: Locator): Locator {
    return row.getByTestId("operator-deletion-complete");
  }

  /** Shows every status again (the tab opens on one). */
  async showAll() {
    await this.page.getByText("All", { exact: true }).click();
  }

  /** Accepts the pop-up confirmation an action asked for. */
  async confirm() {
    await this.page.locator(".ant-popconfirm").getByRole("button", { name: "OK" }).click();
  }
}
