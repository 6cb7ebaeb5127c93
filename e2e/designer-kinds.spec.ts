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

test("a folding door in a series that cannot build it is refused with the reason; in TB60 it is drawn", async ({
  page,
}) => {
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawFirstFrame();
  // the frame moved to PVC60, a casement series with no fold leaf profile
  const box = (await designer.frame().boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.02, box.y + box.height * 0.5);
  // PVC60 has no silver: asked, the frame moves to it in white
  await designer.pickSeries(DEMO.series.pvc60, { colourAsked: true });
  await designer.dragTool("fold3", { fx: 0.5, fy: 0.5 }, designer.frame());
  await expect(page.getByText("This series does not make this kind of opening")).toBeVisible();
  await expect.poll(() => designer.memberCount("foldLeaf")).toBe(0);

  // back in TB60 (undo the series change), the same drop makes three leaves of four members each
  await designer.button("undo").click();
  await expect(page.getByTestId("frame-series")).toContainText(DEMO.series.tb60);
  await designer.dragTool("fold3", { fx: 0.5, fy: 0.5 }, designer.frame());
  await expect.poll(() => designer.memberCount("foldLeaf")).toBe(12);
});
