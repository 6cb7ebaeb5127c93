import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();
});

test("a glazing bar across a sash turns decorative and back; the frame colour is one of the series' colours", async ({
  page,
}) => {
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawTwoPanelCasement();

  // a vertical bar dropped on the left sash's glass divides it: a second mullion, in the sash
  await designer.dragTool("mullionV", { fx: 0.2567, fy: 0.5 }, designer.frame());
  await expect.poll(() => designer.memberCount("mullion")).toBe(2);
  const box = (await designer.frame().boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.2567, box.y + box.height * 0.5);
  await expect(designer.selected("mullion")).toHaveCount(1);
  const panel = page.getByTestId("right-panel");
  await panel.getByRole("tab", { name: "Mullion" }).click();
  const kind = page.getByTestId("glazing-bar-kind");
  await expect(kind.getByRole("radio", { name: "Dividing (one pane per lite)" })).toBeChecked();
  await kind.getByText("Decorative (on one pane)").click();
  // the bar now lies on one pane: no mullion in the sash, one decoration bar
  await expect.poll(() => designer.memberCount("mullion")).toBe(1);
  await expect.poll(() => designer.memberCount("decoration")).toBe(1);
  await page.screenshot({ path: "/work/notes/shots/draw-glazing-bar.png" });

  // the decoration bar is selected on the canvas and turned back into a dividing bar
  await page.mouse.click(box.x + box.width * 0.2567, box.y + box.height * 0.3);
  await panel.getByRole("tab", { name: "Mullion" }).click();
  await expect(kind.getByRole("radio", { name: "Decorative (on one pane)" })).toBeChecked();
  await kind.getByText("Dividing (one pane per lite)").click();
  await expect.poll(() => designer.memberCount("mullion")).toBe(2);
  await expect.poll(() => designer.memberCount("decoration")).toBe(0);

  // colours: a choice of what the default series (TB60) offers
  await page.mouse.click(box.x + box.width * 0.02, box.y + box.height * 0.5);
  await panel.getByRole("tab", { name: "Colour" }).click();
  await page.getByTestId("frame-colour-a").click();
  const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
  await expect(options).toHaveText([...DEMO.tb60Colours]);
  await options.filter({ hasText: DEMO.tb60Colours[1] }).click();
  await expect(page.getByTestId("frame-colour-a")).toContainText(DEMO.tb60Colours[1]);
  await page.screenshot({ path: "/work/notes/shots/draw-colour.png" });
});

test("changing the frame's series redraws the window with that series' own faces: the TB60 cells of 650 become PVC60's 651", async ({
  page,
}) => {
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawFirstFrame();
  await designer.dragTool("mullionV", { fx: 0.5, fy: 0.5 }, designer.frame());
  // TB60 (the company's default): (1500 − 2 × 60 frame − 80 mullion) / 2
  await expect(designer.dimensions("cell")).toHaveText(["650", "650"]);
  const box = (await designer.frame().boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.02, box.y + box.height * 0.5);
  // PVC60 has no silver: asked, the frame moves to it in white
  await designer.pickSeries(DEMO.series.pvc60, { colourAsked: true });
  // PVC60: (1500 − 2 × 58 frame − 82 mullion) / 2, what its BOM cuts
  await expect(designer.dimensions("cell")).toHaveText(["651", "651"]);
  await page.screenshot({ path: "/work/notes/shots/draw-series-redraw.png" });
  await designer.button("undo").click();
  await expect(designer.dimensions("cell")).toHaveText(["650", "650"]);
});
