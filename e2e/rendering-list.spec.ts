import { type Browser, expect, test } from "@playwright/test";
import { freshPhone, GOOD_PASSWORD } from "./fixtures/accounts.ts";
import { registerFactoryInUi } from "./fixtures/register-in-ui.ts";
import { openEditorOfSavedCasement, saveLowRender } from "./fixtures/saved-render.ts";
import { expectNoSidewaysScroll, PHONE, pageErrors, snap } from "./fixtures/steps.ts";
import { RendersList } from "./pages/renders-list.ts";
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from "./support/chromium.ts";

// Effect renders as a trial factory meets them (issue 29, SPEC §6): the pages of 3D and rendering
// answer with the buy prompt naming real-scene rendering, which offers the one-day rendering
// trial; taken, the renders and their settings open; a share link that does not exist says so.
// Chromium draws with software WebGL: a saved render is made in the render editor.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS } });

for (const device of ["desktop", "phone"] as const) {
  test.describe(device, () => {
    if (device === "phone") test.use(PHONE);

    test("a trial factory gets the buy prompt on 3D and renders, takes the one-day rendering trial from it, then sets up its renders", async ({
      page,
      request,
    }, info) => {
      test.setTimeout(180_000);
      const errors = pageErrors(page);
      await registerFactoryInUi(page, request, {
        phone: freshPhone(),
        password: GOOD_PASSWORD,
        company: "Scene Windows",
        nickname: "Sun",
      });

      const prompt = page.getByTestId("buy-dialog");
      const text = "The Real-scene rendering module is not unlocked. Buy it to use it.";
      await page.goto("/threed?order_id=1&item_id=1");
      await expect(prompt.getByTestId("buy-dialog-text")).toHaveText(text);
      await expect(page.getByTestId("threed-view")).toHaveCount(0);
      await prompt.getByRole("button", { name: "Cancel" }).click();
      await expect(prompt).toBeHidden();

      await page.goto("/rendering");
      await expect(prompt.getByTestId("buy-dialog-text")).toHaveText(text);
      await expect(page.getByTestId("renders-page")).toHaveCount(0);
      await snap(page, info, "buy-prompt");
      // The prompt offers the one-day trial (SPEC §6); taken, the page opens.
      await prompt.getByTestId("buy-dialog-render-trial").click();
      await expect(prompt).toBeHidden();
      await expect(page.getByTestId("renders-page")).toBeVisible();
      await expect(page.getByTestId("renders-empty")).toContainText("No renders yet");
      await expect(page.getByTestId("renders-new")).toBeVisible();
      await snap(page, info, "renders-empty");

      // The trial is taken once: the purchase page says when, and offers it no more.
      await page.goto("/personal-center/purchase");
      await expect(page.getByTestId("render-trial-taken")).toBeVisible();
      await expect(page.getByTestId("render-trial")).toHaveCount(0);

      // The settings: a sun below the horizon is refused at its field, and nothing is saved.
      await page.goto("/rendering");
      await page.getByTestId("renders-settings").click();
      await page.waitForURL(/\/renderSetting$/);
      const settings = page.getByTestId("render-settings");
      const elevation = page.getByTestId("render-settings-elevation");
      await expect(elevation).toHaveValue("45");
      await elevation.fill("95");
      await page.getByTestId("render-settings-save").click();
      await expect(settings).toContainText("Enter an angle from 0° to 90°");
      await page.reload();
      await expect(page.getByTestId("render-settings-elevation")).toHaveValue("45");
      await page.getByTestId("render-settings-elevation").fill("30");
      await settings.getByText("Always").click();
      await expect(page.getByTestId("render-settings-hours")).toHaveCount(0);
      await page.getByTestId("render-settings-save").click();
      await expect(page.getByText("Render settings saved")).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("render-settings-elevation")).toHaveValue("30");
      await expect(settings.getByRole("radio", { name: "Always" })).toBeChecked();
      await snap(page, info, "render-settings");
      await expectNoSidewaysScroll(page);

      // A link that does not exist (or no longer does) says so, to anyone.
      await page.goto("/share-render/no-such-link-0123456789");
      await expect(page.getByTestId("shared-render-gone")).toContainText(
        "This link has expired or was removed",
      );
      expect(errors).toEqual([]);
    });
  });
}

/** What a visitor who was never signed in sees at a share link: the render, or that it is gone. */
async function visit(browser: Browser, address: string, title: string | null) {
  const fresh = await browser.newContext();
  try {
    const visitor = await fresh.newPage();
    await visitor.goto(address);
    if (title === null) {
      await expect(visitor.getByTestId("shared-render-gone")).toContainText(
        "This link has expired or was removed",
      );
      await expect(visitor.getByTestId("shared-render-title")).toHaveCount(0);
    } else {
      await expect(visitor.getByTestId("shared-render-title")).toHaveText(title);
    }
  } finally {
    await fresh.close();
  }
}

// A saved render's link revoked in the list, and the render deleted from it, through the
// interface only: the render is made in the editor (software WebGL), as a factory makes it.
test.describe("a saved render", () => {
  test("its share link revoked in the list no longer opens; deleted from the list, it leaves it and its new link no longer opens", async ({
    page,
    request,
    browser,
  }, info) => {
    test.setTimeout(600_000);
    await registerFactoryInUi(page, request, {
      phone: freshPhone(),
      password: GOOD_PASSWORD,
      company: "Porch Windows",
      nickname: "Mei",
    });
    const title = "Porch, south side";
    await saveLowRender(await openEditorOfSavedCasement(page), title);

    const renders = new RendersList(page);
    await renders.goto();
    await expect(renders.card(title)).toBeVisible();
    await renders.openShare(title);
    const first = await renders.makeLink();
    await visit(browser, first, title);
    await expect(renders.sharedMark(title)).toBeVisible();

    // Revoked in the list: the dialog says it is not shared, and the link says it is gone.
    await renders.revokeLink();
    await expect(renders.shareDialog).toContainText("Not shared yet");
    await renders.closeShare();
    await expect(renders.sharedMark(title)).toBeHidden();
    await visit(browser, first, null);
    await snap(page, info, "render-link-revoked");

    // Shared again, then deleted: the card leaves the list, and the new link is gone with it.
    await renders.openShare(title);
    const second = await renders.makeLink();
    expect(second).not.toBe(first);
    await visit(browser, second, title);
    await renders.closeShare();
    await renders.remove(title);
    await expect(renders.card(title)).toHaveCount(0);
    await expect(page.getByTestId("renders-empty")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("renders-empty")).toBeVisible();
    await visit(browser, second, null);
  });
});
