import { expect, type Page } from "@playwright/test";

/** /orders/group-list and /orders/group-detail/{id}. */
export class ContractPage {
  constructor(private readonly page: Page) {}

  async createFromList(customer: string): Promise<number> {
    await this.page.goto("/orders/group-list");
    await this.page.getByTestId("contract-new").click();
    await this.page.getByTestId("contract-customer").fill(customer);
    await this.page.getByRole("button", { name: "Save" }).click();
    await this.page.waitForURL(/\/orders\/group-detail\/\d+/);
    return Number(/group-detail\/(\d+)/.exec(this.page.url())?.[1]);
  }

  /** "Add a window order": a new order of this contract opens in the designer. */
  async addWindowOrder(): Promise<{ orderId: number }> {
    await this.page.getByTestId("contract-new-order").click();
    await this.page.waitForURL(/\/draw\?order_id=\d+&contract_id=\d+/);
    return { orderId: Number(new URL(this.page.url()).searchParams.get("order_id")) };
  }

  async expectOpen(contractId: number) {
    await this.page.waitForURL(new RegExp(`/orders/group-detail/${contractId}(\\?|$)`));
    await expect(this.page.getByTestId("contract-detail-page")).toBeVisible();
  }

  amount() {
    return this.page.getByTestId("contract-amount");
  }

  async setDiscount(percent: number) {
    await this.page.getByTestId("contract-discount").fill(String(percent));
    await this.page.getByTestId("contract-discount-save").click();
  }

  async exportPdf() {
    await this.page.getByTestId("contract-outputs").click();
    const download = this.page.waitForEvent("download");
    await this.page.getByText("Contract as PDF").click();
    return download;
  }

  async shareLink(): Promise<string> {
    await this.page.getByTestId("contract-share").click();
    await this.page.getByRole("button", { name: "Create link" }).click();
    const link = this.page.getByTestId("share-link");
    await expect(link).toContainText("/group-detail-share/");
    return (await link.textContent())?.trim() ?? "";
  }
}
