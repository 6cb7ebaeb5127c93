import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** The drawing's 3D view (a dialog over the drawing page): its canvas and controls. */
export class ThreeView {
  readonly canvas: Locator;

  constructor(private readonly page: Page) {
    this.canvas = page.getByTestId("threed-canvas");
  }

  /** Shown: three.js is its own script, fetched and parsed when the view first opens (slow on a small machine). */
  async expectShown() {
    await expect(this.canvas).toBeVisible({ timeout: 60_000 });
  }

  /** Opens (or closes) the sashes and waits until the animation has ended. */
  async toggleSashes(open: boolean) {
    await this.page.getByTestId("threed-play").click();
    await expect(this.canvas).toHaveAttribute("data-open", open ? "1" : "0");
    await expect(this.canvas).toHaveAttribute("data-moving", "0");
  }

  async explode(on: boolean) {
    const toggle = this.page.getByTestId("threed-explode");
    if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
  }

  async quality(label: "Low" | "Middle" | "High") {
    await this.page.getByTestId("threed-quality").getByText(label, { exact: true }).click();
  }

  /** The canvas's pixels as RGBA, read by the page (the WebGL canvas keeps its last frame). */
  async pixels(): Promise<{ width: number; height: number; data: number[] }> {
    return this.canvas.evaluate((c: HTMLCanvasElement) => {
      const copy = document.createElement("canvas");
      copy.width = c.width;
      copy.height = c.height;
      const g = copy.getContext("2d")!;
      g.drawImage(c, 0, 0);
      return {
        width: c.width,
        height: c.height,
        data: Array.from(g.getImageData(0, 0, c.width, c.height).data),
      };
    });
  }

  async photo(): Promise<Buffer> {
    const [file] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByTestId("threed-photo").click(),
    ]);
    const { readFile } = await import("node:fs/promises");
    return readFile(await file.path());
  }

  async close() {
    await this.page.getByTestId("threed-dialog").getByRole("button", { name: "Close" }).click();
    await expect(this.canvas).toBeHidden();
  }
}
