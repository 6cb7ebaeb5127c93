import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** The AR dialog: the model in <model-viewer>, the AR photo path, the phone's QR code. */
export class ArDialog {
  readonly dialog: Locator;
  readonly model: Locator;
  readonly photoLink: Locator;
  readonly qr: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByTestId("ar-dialog");
    this.model = page.getByTestId("ar-model");
    this.photoLink = page.getByTestId("ar-photo-link");
    this.qr = page.getByTestId("ar-qr").locator("img");
  }

  /**
   * Shown with its model loaded: model-viewer (its own script, fetched when AR first opens) has
   * read the GLB (the server's by the AR link, for a saved window). Returns whether the device
   * could place it in the room.
   */
  async expectLoaded(): Promise<{ canActivateAR: boolean }> {
    await expect(this.dialog).toBeVisible({ timeout: 60_000 });
    await expect(this.model).toHaveAttribute("data-loaded", "1", { timeout: 60_000 });
    return this.model.evaluate((el: HTMLElement & { loaded: boolean; canActivateAR: boolean }) => {
      if (!el.loaded) throw new Error("model-viewer says its model is not loaded");
      return { canActivateAR: el.canActivateAR };
    });
  }

  /**
   * The addresses of the files model-viewer is fed, as it reads them: its `src` (the GLB, what
   * Scene Viewer is handed) and `iosSrc` (the USDZ). React sets them as the element's properties.
   */
  async modelUrls(): Promise<{ glb: string; usdz: string }> {
    return this.model.evaluate((el: HTMLElement & { src: string | null; iosSrc: string | null }) => ({
      glb: el.src ?? "",
      usdz: el.iosSrc ?? "",
    }));
  }

  /** The address the AR photo button opens (the link around it). */
  async photoHref(): Promise<string | null> {
    return this.page.locator("a", { has: this.photoLink }).getAttribute("href");
  }

  /** Share of the viewer's pixels unlike its backdrop (the pixel just inside its top-left corner). */
  async drawnShare(): Promise<number> {
    const { PNG } = await import("pngjs");
    const png = PNG.sync.read(await this.model.screenshot({ animations: "disabled" }));
    const at = (x: number, y: number) => (y * png.width + x) * 4;
    const bg = png.data.subarray(at(4, 12), at(4, 12) + 3);
    let drawn = 0;
    let all = 0;
    for (let y = 12; y < png.height; y += 4) {
      for (let x = 0; x < png.width; x += 4) {
        const i = at(x, y);
        all++;
        if ([0, 1, 2].some((c) => Math.abs(png.data[i + c]! - bg[c]!) > 8)) drawn++;
      }
    }
    return drawn / all;
  }

  async close() {
    await this.page
      .locator(".ant-modal")
      .filter({ has: this.dialog })
      .getByRole("button", { name: "Close" })
      .click();
    await expect(this.dialog).toBeHidden();
  }
}
