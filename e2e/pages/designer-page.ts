import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { ContractPage } from "./contract-page.ts";
import { expect } from "./expect.ts";

/** The drawing page (/draw): toolbox, SVG canvas with dimension lines, button row and footer. */
export class DesignerPage {
  readonly canvas: Locator;

  constructor(private readonly page: Page) {
    this.canvas = page.getByTestId("design-canvas");
  }

  async goto(query = "") {
    await this.page.goto(`/draw${query}`);
    await expect(this.canvas).toBeVisible();
    // the shell's bars load lazily and push the page down when they arrive: a drag started
    // before they settle can drop outside the canvas, so wait for them first
    await expect(this.page.getByTestId("action-bar")).toBeVisible();
    await this.page.waitForLoadState("networkidle");
  }

  tool(key: string): Locator {
    return this.page.getByTestId(`tool-${key}`);
  }

  /**
   * What the frames' series cannot make of the drawing (a sash no hardware set carries, an arch
   * its profile cannot bend to), shown as it is drawn, before any save.
   */
  fabricationWarnings(): Locator {
    return this.page.getByTestId("fabrication-warnings");
  }

  button(action: string): Locator {
    return this.page.getByTestId(`btn-${action}`);
  }

  /**
   * Runs a drawing-page action wherever the toolbar puts it on this screen: a button in the bar,
   * or an entry of the import, export or "more" menu (opened first).
   */
  async run(action: string) {
    // a menu closed by the previous action fades out: wait, so its entries are not taken for live ones
    await expect(this.page.locator(".ant-dropdown:visible")).toHaveCount(0);
    const button = this.button(action);
    if (await button.isVisible()) return button.click();
    for (const menu of ["export", "import", "more"]) {
      const trigger = this.page.getByTestId(`menu-${menu}`);
      if (!(await trigger.isVisible())) continue;
      await trigger.click();
      const opened = await button
        .waitFor({ state: "visible", timeout: 2000 })
        .then(() => true)
        .catch(() => false);
      if (opened) return button.click();
      await this.page.keyboard.press("Escape");
    }
    throw new Error(`no ${action} in the toolbar or its menus`);
  }

  frame(index = 0): Locator {
    return this.frames().nth(index);
  }

  /** Every frame drawn on the canvas, in the design's order. */
  frames(): Locator {
    return this.canvas.locator("g[data-frame-id]");
  }

  frameById(id: string): Locator {
    return this.canvas.locator(`g[data-frame-id="${id}"]`);
  }

  /** Opens a design file through the toolbar's "Import JSON" (in the import menu on small screens). */
  async importDesign(name: string, design: unknown) {
    const [chooser] = await Promise.all([this.page.waitForEvent("filechooser"), this.run("importJson")]);
    await chooser.setFiles({
      name,
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(design)),
    });
  }

  /** How many members of a role are drawn (each frame draws a role as one path with data-count). */
  memberCount(role: string): Promise<number> {
    return this.canvas
      .locator(`path[data-role="${role}"]`)
      .evaluateAll((paths) => paths.reduce((n, p) => n + Number(p.getAttribute("data-count")), 0));
  }

  /** Drags a toolbox item onto the canvas at a point given as fractions of a box (default the canvas). */
  async dragTool(key: string, at: { fx: number; fy: number }, box?: Locator) {
    const target = box ?? this.canvas;
    const b = await target.boundingBox();
    if (!b) throw new Error("drop target is not visible");
    const canvasBox = await this.canvas.boundingBox();
    if (!canvasBox) throw new Error("canvas is not visible");
    await this.tool(key).dragTo(this.canvas, {
      targetPosition: { x: b.x - canvasBox.x + b.width * at.fx, y: b.y - canvasBox.y + b.height * at.fy },
    });
  }

  /** The dimension label of a kind ("frameWidth", "frameHeight", "cell"), in drawing order. */
  dimensions(kind: "frameWidth" | "frameHeight" | "cell"): Locator {
    // the figure of each label (a cell's label also says it measures the clear opening)
    return this.canvas.locator(`text[data-dimension-kind="${kind}"] tspan[data-dimension-value]`);
  }

  async typeDimension(label: Locator, value: string) {
    await label.click();
    const input = this.page.getByTestId("dimension-input");
    await expect(input).toBeFocused();
    await input.fill(value);
    await input.press("Enter");
    await expect(input).toBeHidden();
  }

  /** The box of one drawn member (by data-member-id) or selected-member highlight on screen. */
  selected(role: string): Locator {
    return this.canvas.locator(`[data-selected-role="${role}"]`);
  }

  /** On a phone: picks a toolbox item in the toolbox drawer, then taps the canvas at a point. */
  async placeWithTap(key: string, at: { x: number; y: number }) {
    await this.page.getByTestId("btn-toolbox").tap();
    await this.tool(key).locator(".ant-tag").tap();
    await expect(this.page.getByTestId("place-hint")).toBeVisible();
    // the drawer closes on the pick; its fading mask would take the tap
    await expect(this.page.getByTestId("toolbox")).toBeHidden();
    await expect(this.page.locator(".ant-drawer-mask:visible")).toHaveCount(0);
    await this.page.touchscreen.tap(at.x, at.y);
    await expect(this.page.getByTestId("place-hint")).toBeHidden();
  }

  savedState(): Locator {
    return this.page.getByTestId("saved-state");
  }

  /**
   * From an empty canvas that has just loaded, the toolbox's 1500 × 1400 rectangle frame. The drop
   * is retried while no frame is drawn: the page's first drag is the one that can miss.
   */
  async drawFirstFrame() {
    await expect(async () => {
      if ((await this.frame().count()) === 0) await this.dragTool("rectangle", { fx: 0.3, fy: 0.2 });
      await expect(this.frame()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  }

  /**
   * From an empty canvas: the toolbox's 1500 × 1400 rectangle frame, a vertical mullion in its
   * middle, then a left-hinged and a right-hinged casement in the two 750 mm cells.
   */
  async drawTwoPanelCasement() {
    await this.drawFirstFrame();
    await expect(this.dimensions("frameWidth")).toHaveText(["1500"]);
    await expect(this.dimensions("frameHeight")).toHaveText(["1400"]);
    await this.dragTool("mullionV", { fx: 0.5, fy: 0.5 }, this.frame());
    await expect.poll(() => this.memberCount("mullion")).toBe(1);
    await expect(this.dimensions("cell")).toHaveText(["650", "650"]);
    await this.dragTool("casementLeft", { fx: 0.25, fy: 0.5 }, this.frame());
    await this.dragTool("casementRight", { fx: 0.75, fy: 0.5 }, this.frame());
    await expect.poll(() => this.memberCount("sash")).toBe(8);
  }

  /**
   * The page's own save (the one that writes into the order in the query): waits for the item id
   * in the address and the footer's "Saved", and answers the toast's price.
   */
  async save(): Promise<{ orderId: number; itemId: number }> {
    await this.button("save").click();
    await this.page.waitForURL(/order_id=\d+.*item_id=\d+/);
    await expect(this.savedState()).toHaveText("Saved");
    const query = new URL(this.page.url()).searchParams;
    return { orderId: Number(query.get("order_id")), itemId: Number(query.get("item_id")) };
  }

  /**
   * Moves the selected frame to `series` in the Frame tab. A series that does not offer the frame's
   * colour asks first (naming the colour the frame will be made in); `colourAsked` answers yes.
   */
  async pickSeries(series: string, { colourAsked = false } = {}) {
    await this.page.getByTestId("right-panel").getByRole("tab", { name: "Frame" }).click();
    await this.page.getByTestId("frame-series").click();
    await this.page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: series })
      .first()
      .click();
    if (colourAsked) {
      const asked = this.page.getByRole("dialog").filter({ hasText: `${series} has no` });
      await asked.getByRole("button", { name: "Change series and colour" }).click();
      await expect(asked).toBeHidden();
    }
    await expect(this.page.getByTestId("frame-series")).toContainText(series);
  }

  /** The action bar's close button (back to the page the designer was opened from). */
  async close() {
    await this.page.getByTestId("action-close").click();
  }

  /** Saves a drawing not yet in an order: it goes into a new intention order, whose id is answered. */
  async saveToNewOrder(): Promise<number> {
    await this.button("save").click();
    await this.page.waitForURL(/order_id=\d+.*item_id=\d+/);
    await expect(this.savedState()).toHaveText("Saved");
    return Number(new URL(this.page.url()).searchParams.get("order_id"));
  }

  /**
   * Runs an action that needs the window saved in its order (a document, the simple picture) on a
   * drawing that is not: answers the "save the window first?" question with its text read, and
   * saves ("Save and continue").
   */
  async runSavingFirst(action: string, question: RegExp | string): Promise<void> {
    await this.run(action);
    const asked = this.page.locator(".ant-modal-confirm").filter({ hasText: question });
    await expect(asked).toBeVisible();
    await asked.getByTestId("save-first-ok").click();
    await expect(asked).toBeHidden();
  }

  /** The file a download started by `start` saved: its suggested name and path. */
  async downloaded(start: () => Promise<unknown>): Promise<{ name: string; path: string }> {
    const [file] = await Promise.all([this.page.waitForEvent("download"), start()]);
    return { name: file.suggestedFilename(), path: await file.path() };
  }

  /** Prints the drawing and answers the page sent to the printer (the print frame's HTML). */
  async printedPage(): Promise<string> {
    await this.run("print");
    const frame = this.page.getByTestId("print-frame");
    await expect(frame).toBeAttached();
    return frame.evaluate((f) => (f as HTMLIFrameElement).contentDocument?.documentElement.outerHTML ?? "");
  }

  /**
   * "Create contract": the dialog (its note read), the customer typed, the question about the
   * company's customers answered "contract only" when it is asked; ends on the new contract.
   */
  async createContract(customer: string, note: RegExp | string): Promise<number> {
    await this.run("createContract");
    const dialog = this.page.getByTestId("create-contract-dialog");
    await expect(dialog).toContainText(note);
    await dialog.getByTestId("contract-customer").fill(customer);
    await this.page.getByTestId("create-contract-ok").click();
    return new ContractPage(this.page).openedAsTyped();
  }

  /** Clicks an export button and answers the downloaded file's text. */
  async download(action: string): Promise<{ name: string; text: string }> {
    const [file] = await Promise.all([this.page.waitForEvent("download"), this.run(action)]);
    const path = await file.path();
    return { name: file.suggestedFilename(), text: await readFile(path, "utf8") };
  }
}

/**
 * Fingers on the designer's canvas (a touch viewport): real touch events through the browser's
 * input pipeline, so the page sees pointer events of type "touch", as on a phone.
 */
export class Touch {
  constructor(private readonly page: Page) {}

  /** Runs a gesture on one CDP session (a touch sequence belongs to its session). */
  private async gesture(
    fn: (
      send: (
        type: "touchStart" | "touchMove" | "touchEnd",
        points: { x: number; y: number }[],
      ) => Promise<void>,
    ) => Promise<void>,
  ) {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      await fn(async (type, points) => {
        await cdp.send("Input.dispatchTouchEvent", {
          type,
          touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
        });
      });
    } finally {
      await cdp.detach();
    }
  }

  /** One finger from `from` to `to` in small steps. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }, steps = 8) {
    await this.gesture(async (send) => {
      await send("touchStart", [from]);
      for (let i = 1; i <= steps; i++) {
        const f = i / steps;
        await send("touchMove", [{ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f }]);
        await this.page.waitForTimeout(60);
      }
      await send("touchEnd", []);
    });
  }

  /** Two fingers around `center`, from `from` px apart to `to` px apart. */
  async pinch(center: { x: number; y: number }, from: number, to: number, steps = 8) {
    const at = (d: number) => [
      { x: center.x - d / 2, y: center.y },
      { x: center.x + d / 2, y: center.y },
    ];
    await this.gesture(async (send) => {
      await send("touchStart", at(from));
      for (let i = 1; i <= steps; i++) {
        await send("touchMove", at(from + ((to - from) * i) / steps));
        await this.page.waitForTimeout(30);
      }
      await send("touchEnd", []);
    });
  }
}

/** The window library: /windoor-library/index and the designer's library popup share the browser. */
export class WindowLibraryPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/windoor-library/index");
    await expect(this.page.getByTestId("window-library")).toBeVisible();
  }

  /** The search row inside `scope` (the page, or the popup's "All templates" tab). */
  async filter(scope: Locator, type: string | null, text: string) {
    if (type) {
      await scope.getByTestId("library-type").click();
      await this.page.getByTitle(type, { exact: true }).click();
    }
    await scope.getByTestId("library-search").locator("input").fill(text);
  }

  count(scope: Locator): Locator {
    return scope.getByTestId("library-count");
  }

  card(scope: Locator, id: string): Locator {
    return scope.getByTestId(`template-${id}`);
  }
}
