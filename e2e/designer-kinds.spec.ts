import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { snap } from "./fixtures/steps.ts";
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

test("a sash no hardware set of the series carries is warned as it is drawn, before any save, and the warning goes when it fits", async ({
  page,
}, testInfo) => {
  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawFirstFrame();
  await expect(designer.fabricationWarnings()).toHaveCount(0);
  // a side-hung sash filling the 1500 × 1400 TB60 frame is 1500 − 2 × (60 − 9) = 1398 wide: TB60's
  // side-hung sets carry 1200 (friction stays) and 1300 (turn-only) at the most
  await designer.dragTool("casementLeft", { fx: 0.5, fy: 0.5 }, designer.frame());
  await expect(designer.fabricationWarnings()).toContainText(
    "No hardware set of this series carries this sash",
  );
  await expect(designer.fabricationWarnings()).toContainText("(1398 × 1298 mm,");
  await snap(page, testInfo, "designer-hardware-warning");
  // the frame 1200 wide: the sash 1098 wide fits the friction stays, and the warning goes at once
  await designer.typeDimension(designer.dimensions("frameWidth").first(), "1200");
  await expect(designer.dimensions("frameWidth")).toHaveText(["1200"]);
  await expect(designer.fabricationWarnings()).toHaveCount(0);
});
