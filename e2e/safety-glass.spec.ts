import { expect, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { pageErrors, snap } from "./fixtures/steps.ts";
import { DesignerPage } from "./pages/designer-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { OrderBomPages } from "./pages/product-manage-pages.ts";
import { Shell } from "./pages/shell.ts";

// A door glazed with annealed glass (the designer's default 5+12A+5) is in the safety-glass
// zones (docs/safety-glass.md): the designer warns, and the order's BOM warns and orders the
// series' toughened 5T+12A+5T instead. All through the interface, as the demo factory.

test.describe.configure({ timeout: 180_000 });

test("a door with an annealed pane is warned in the designer and on the BOM, which orders toughened glass", async ({
  page,
}, testInfo) => {
  const errors = pageErrors(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await new Shell(page).expectOnHome();

  const designer = new DesignerPage(page);
  await designer.goto();
  await designer.drawFirstFrame();
  await designer.typeDimension(designer.dimensions("frameHeight").first(), "2200");
  await expect(designer.dimensions("frameHeight")).toHaveText(["2200"]);
  // a window on the default 900 mm sill: 1500 × 2200 of fixed glass is one large pane already
  const warnings = page.getByTestId("safety-warnings");
  await expect(warnings).toContainText("larger than 1.5 m²");
  await expect(warnings).not.toContainText("in a door leaf");

  await designer.dragTool("doorLeft", { fx: 0.5, fy: 0.5 }, designer.frame());
  // a frame with a door leaf stands on the floor (0): the pane is in the door, low and large zones
  await expect(warnings).toContainText("Pane 1: annealed 5+12A+5 where safety glass is required");
  await expect(warnings).toContainText("in a door leaf");
  await expect(warnings).toContainText("lower edge under 800 mm above the floor");
  await page.getByRole("tab", { name: "Frame" }).click();
  await expect(page.getByTestId("frame-sill-height")).toHaveValue("0");

  // a sill out of bounds is refused at the field, and the design keeps its 0
  await page.getByTestId("frame-sill-height").fill("-5");
  await page.getByTestId("frame-sill-height").press("Enter");
  await expect(page.getByTestId("frame-sill-height-error")).toContainText("0 to 10000");
  await page.getByTestId("frame-sill-height").press("Escape");
  await expect(page.getByTestId("frame-sill-height")).toHaveValue("0");
  await snap(page, testInfo, "designer-door-warning");

  const orderId = await designer.saveToNewOrder();
  const bom = new OrderBomPages(page);
  await bom.gotoDetail(orderId);
  const bomWarnings = page.getByTestId("bom-safety-warnings");
  await expect(bomWarnings).toContainText(
    "Window 1, pane 1: annealed 5+12A+5 where safety glass is required (in a door leaf;",
  );
  await expect(bomWarnings).toContainText("ordered as 5T+12A+5T");
  await bom.openGlass();
  await expect(bom.glass).toContainText("5T+12A+5T");
  await expect(page.getByTestId("glass-safety")).toHaveText("safety glass for 5+12A+5");
  await snap(page, testInfo, "bom-door-warning");
  expect(errors).toEqual([]);
});
