import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

/** The background: a pixel just inside the canvas's top-left corner (the corner itself is rounded). */
export const background = (p: { width: number; data: number[] }) =>
  p.data.slice((2 * p.width + 2) * 4, (2 * p.width + 2) * 4 + 3);

export const unlike = (p: { data: number[] }, i: number, bg: number[]) =>
  [0, 1, 2].some((c) => Math.abs(p.data[i + c]! - bg[c]!) > 8);

/** Share of pixels unlike the background (of `pixels()`): how much of the canvas is drawn. */
export function drawn(p: { width: number; data: number[] }): number {
  const bg = background(p);
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (unlike(p, i, bg)) n++;
  return n / (p.data.length / 4);
}

/** The 3D view (a dialog over the drawing page, or the /threed page): its canvas and controls. */
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

  /** From the drawing page's dialog (a saved drawing) to the window's /threed page. */
  async openFullPage() {
    await this.page.getByTestId("threed-full-page").click();
    await this.page.waitForURL(/\/threed\?order_id=\d+&item_id=\d+/);
    // the page's own canvas, not the dialog's on its way out
    await expect(this.page.getByTestId("threed-dialog")).toBeHidden();
    await expect(this.page.getByTestId("threed-page")).toBeVisible({ timeout: 60_000 });
    await this.expectShown();
  }

  async explode(on: boolean) {
    const toggle = this.page.getByTestId("threed-explode");
    if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
  }

  async quality(label: "Low" | "Middle" | "High") {
    await this.page.getByTestId("threed-quality").getByText(label, { exact: true }).click();
    await expect(this.canvas).toHaveAttribute("data-quality", label.toLowerCase());
  }

  async speed(label: "Slow" | "Normal" | "Fast") {
    await this.page.getByTestId("threed-speed").getByText(label, { exact: true }).click();
  }

  /** Shows the plans (the 2D drawing) beside the model. */
  async showPlans() {
    await this.page.getByTestId("threed-plans-toggle").click();
    await expect(this.page.getByTestId("threed-plans").locator("img")).toBeVisible();
  }

  /** The order detail drawer's rows, label → value. */
  async orderDetail(): Promise<Record<string, string>> {
    await this.page.getByTestId("threed-detail-toggle").click();
    const list = this.page.getByTestId("threed-detail-list");
    await expect(list).toBeVisible();
    const labels = await list.locator(".ant-descriptions-item-label").allInnerTexts();
    const values = await list.locator(".ant-descriptions-item-content").allInnerTexts();
    await this.page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    return Object.fromEntries(labels.map((l, i) => [l.trim(), values[i]?.trim() ?? ""]));
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

  /** Records the opening and closing: the downloaded video's name and bytes. */
  async record(): Promise<{ name: string; bytes: Buffer }> {
    const [file] = await Promise.all([
      this.page.waitForEvent("download", { timeout: 60_000 }),
      this.page.getByTestId("threed-record").click(),
    ]);
    const { readFile } = await import("node:fs/promises");
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  }

  /** The line naming the picked window ("Picked: window 1 of 2"), or telling how to pick one. */
  picked() {
    return this.page.getByTestId("threed-picked");
  }

  /** Clicks (a tap with `touch`) the canvas at the share (`fx`, `fy`) of its width and height. */
  async pointAt(fx: number, fy: number, { touch = false } = {}) {
    const box = (await this.canvas.boundingBox())!;
    const position = { x: box.width * fx, y: box.height * fy };
    if (touch) await this.canvas.tap({ position });
    else await this.canvas.click({ position });
  }

  async copyPlan() {
    await this.page.getByTestId("threed-copy-plan").click();
  }

  async close() {
    await this.page.getByTestId("threed-dialog").getByRole("button", { name: "Close" }).click();
    await expect(this.canvas).toBeHidden();
  }
}
