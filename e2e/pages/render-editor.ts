import type { Locator, Page } from "@playwright/test";
import { expect } from "./expect.ts";

type Point = { x: number; y: number };

/** The effect rendering editor (/renderV2): the photo with its four corner handles, the settings and the result. */
export class RenderEditor {
  readonly stage: Locator;
  readonly result: Locator;

  constructor(private readonly page: Page) {
    this.stage = page.getByTestId("render-stage");
    this.result = page.getByTestId("render-result");
  }

  corner(i: number): Locator {
    return this.page.getByTestId(`render-corner-${i}`);
  }

  async expectShown() {
    await expect(this.page.getByTestId("render-editor")).toBeVisible({ timeout: 60_000 });
    await expect(this.page.getByTestId("render-opening")).toBeVisible({ timeout: 60_000 });
  }

  async uploadPhoto(path: string) {
    await this.page.getByTestId("render-photo-file").setInputFiles(path);
    await expect(this.page.getByTestId("render-photo")).toBeVisible();
    await expect(this.corner(3)).toBeVisible();
  }

  /** Where a pixel of the photo (`size` pixels) is on the screen: the stage shows it whole and centred. */
  async screenOf(p: Point, size: { width: number; height: number }): Promise<Point> {
    const box = (await this.stage.boundingBox())!;
    const scale = Math.min(box.width / size.width, box.height / size.height);
    return {
      x: box.x + (box.width - size.width * scale) / 2 + p.x * scale,
      y: box.y + (box.height - size.height * scale) / 2 + p.y * scale,
    };
  }

  /** A handle's centre on the screen. */
  async handleAt(i: number): Promise<Point> {
    const b = (await this.corner(i).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  /** The corner's place in the photo, as the handle says (pixels). */
  async cornerInPhoto(i: number): Promise<Point> {
    const c = this.corner(i);
    return { x: Number(await c.getAttribute("data-x")), y: Number(await c.getAttribute("data-y")) };
  }

  /** Drags corner `i` with the mouse to the screen point `to`. */
  async dragWithMouse(i: number, to: Point) {
    const from = await this.handleAt(i);
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    for (let s = 1; s <= 6; s++)
      await this.page.mouse.move(from.x + ((to.x - from.x) * s) / 6, from.y + ((to.y - from.y) * s) / 6);
    await this.page.mouse.up();
  }

  /**
   * Drags corner `i` with a finger (real touch events) to `to`; `midway` runs while the finger is
   * still down, half way.
   */
  async dragWithFinger(i: number, to: Point, midway?: () => Promise<void>) {
    const from = await this.handleAt(i);
    const cdp = await this.page.context().newCDPSession(this.page);
    const send = (type: "touchStart" | "touchMove" | "touchEnd", points: Point[]) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    try {
      await send("touchStart", [from]);
      for (let s = 1; s <= 8; s++) {
        await send("touchMove", [
          { x: from.x + ((to.x - from.x) * s) / 8, y: from.y + ((to.y - from.y) * s) / 8 },
        ]);
        await this.page.waitForTimeout(40);
        if (s === 4 && midway) await midway();
      }
      await send("touchEnd", []);
    } finally {
      await cdp.detach();
    }
  }

  async quality(label: "Low" | "Middle" | "High") {
    await this.page.getByTestId("render-quality").getByText(label, { exact: true }).click();
  }

  /** Renders and waits for every step up to the chosen quality; answers each step's seconds. */
  async render(steps: readonly ("low" | "middle" | "high")[]): Promise<Record<string, number>> {
    await this.page.getByTestId("render-run").click();
    const seconds: Record<string, number> = {};
    for (const step of steps) {
      const row = this.page.getByTestId(`render-step-${step}`);
      await expect(row).toHaveAttribute("data-done", "1", { timeout: 90_000 });
      seconds[step] = Number(await row.getAttribute("data-seconds"));
    }
    await expect(this.result).toBeVisible();
    await expect(this.page.getByTestId("render-run")).toBeEnabled();
    return seconds;
  }

  /** The result at the photo's own resolution, RGBA. */
  async resultPixels(): Promise<{ width: number; height: number; data: Buffer }> {
    const { PNG } = await import("pngjs");
    const url = await this.result.evaluate((c: HTMLCanvasElement) => c.toDataURL("image/png"));
    const png = PNG.sync.read(Buffer.from(url.replace(/^data:image\/png;base64,/, ""), "base64"));
    return { width: png.width, height: png.height, data: png.data };
  }

  async download(): Promise<Buffer> {
    const [file] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByTestId("render-download").click(),
    ]);
    const { readFile } = await import("node:fs/promises");
    return readFile(await file.path());
  }

  async save(title: string) {
    await this.page.getByTestId("render-title").fill(title);
    await this.page.getByTestId("render-save").click();
    await expect(this.page.getByTestId("render-saved")).toBeVisible({ timeout: 60_000 });
  }
}
