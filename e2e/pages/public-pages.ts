import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** /official, the landing page: its own small entry, no app shell. */
export class OfficialPage {
  readonly root: Locator;
  readonly editions: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId("official-page");
    this.editions = page.getByTestId("official-editions").locator("li");
  }

  async goto() {
    await this.page.goto("/official");
    await expect(this.root).toBeVisible();
  }

  async chooseLanguage(name: string) {
    await this.page.getByTestId("official-languages").getByRole("button", { name, exact: true }).click();
  }

  /** A link of the page's header or footer by its text (the first: the header's). */
  link(name: string): Locator {
    return this.root.getByRole("link", { name, exact: true }).first();
  }
}

/** The operator console's articles tab, with its rich-text editor. */
export class ArticlesConsole {
  readonly form: Locator;
  readonly editor: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId("article-form");
    this.editor = page.getByTestId("rich-text");
  }

  async goto() {
    await this.page.goto("/operator?tab=articles");
    await expect(this.form).toBeVisible();
  }

  async chooseKind(label: string) {
    await this.page.getByTestId("article-kind").click();
    await this.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: label })
      .click();
  }

  /** A toolbar button pressed: the caret stays in the text, where the next keys go. */
  private async tool(key: string) {
    await this.page.getByTestId(`rich-${key}`).click();
    await expect(this.editor).toBeFocused();
  }

  /** Writes the title, then the text: a heading, a bold phrase and a plain line. */
  async write(title: string, heading: string, bold: string, line: string) {
    await this.page.getByTestId("article-title-input").fill(title);
    await this.editor.click();
    await this.tool("heading");
    await this.page.keyboard.type(heading);
    await this.page.keyboard.press("Enter");
    await this.tool("bold");
    await this.page.keyboard.type(bold);
    await this.tool("bold");
    await this.page.keyboard.type(` ${line}`);
    await this.page.getByTestId("article-save").click();
  }
}
