import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** A 1 × 1 PNG: a listing's picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** /market/uploadProduct/{id}: publishing one of the company's series to the market. */
export class MarketUploadPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly status: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByTestId("market-title");
    this.description = page.getByTestId("market-description");
    this.status = page.getByTestId("market-status");
  }

  /** Opens it from the catalogue: the first series' Publish button. */
  async openFromCatalogue() {
    await this.page
      .getByTestId(/^publish-series-\d+$/)
      .first()
      .click();
    await this.page.waitForURL(/\/market\/uploadProduct\/\d+$/);
    await expect(this.page.getByTestId("market-upload-page")).toBeVisible();
  }

  async addPicture(name: string) {
    await this.page.getByTestId("market-publish-form").locator("input[type=file]").setInputFiles({
      name,
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(this.page.locator(".ant-upload-list-item-done").last()).toBeVisible();
  }

  async publish() {
    await this.page.getByTestId("market-publish").click();
  }
}

/** /find: the market's search, a listing's preview and its clone dialog. */
export class MarketFindPage {
  readonly preview: Locator;

  constructor(private readonly page: Page) {
    this.preview = page.getByTestId("market-preview");
  }

  async search(text: string) {
    await this.page.getByTestId("market-search").locator("input").fill(text);
    await this.page.getByTestId("market-search").locator("input").press("Enter");
  }

  card(title: string): Locator {
    return this.page.getByTestId(`market-card-${title}`);
  }

  async openPreview(title: string) {
    await this.page.getByTestId(`market-preview-${title}`).click();
    await expect(this.preview).toBeVisible();
    await expect(this.page.getByTestId("market-test-bom")).toBeVisible();
  }

  /** The kind filter: "All", "Series" or "Window templates". */
  async showKind(label: string) {
    await this.page.getByTestId("market-kind").getByText(label, { exact: true }).click();
  }

  async openTemplatePreview(title: string) {
    await this.page.getByTestId(`market-preview-${title}`).click();
    await expect(this.page.getByTestId("market-template-preview")).toBeVisible();
  }

  /** Clones a window template: no directory to choose, it goes into the window library. */
  async cloneTemplate() {
    await this.page.getByTestId("market-clone").click();
    await this.page.getByTestId("market-clone-confirm").click();
  }

  async clone() {
    await this.page.getByTestId("market-clone").click();
    await expect(this.page.getByTestId("market-clone-directory")).toBeVisible();
    await this.page.getByTestId("market-clone-confirm").click();
  }
}
