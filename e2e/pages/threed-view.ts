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

  /**
   * What the canvas shows, as the screen has it (a screenshot of the element), RGBA at a quarter
   * of its size: enough to tell what is drawn, small enough to compare often.
   */
  async pixels(): Promise<{ width: number; height: number; data: number[] }> {
    const { PNG } = await import("pngjs");
    const png = PNG.sync.read(await this.canvas.screenshot({ animations: "disabled" }));
    const width = Math.floor(png.width / 4);
    const height = Math.floor(png.height / 4);
    const data: number[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * 4 * png.width + x * 4) * 4;
        data.push(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!, png.data[i + 3]!);
      }
    }
    return { width, height, data };
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
