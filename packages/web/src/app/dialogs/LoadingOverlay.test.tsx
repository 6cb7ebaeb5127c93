import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ui } from "../../shared/state/ui-store.ts";
import { viewPerTest } from "../../shared/test/render.tsx";
import { pageRoutes } from "../router/routes.tsx";
import { withChunkErrors } from "../router/with-chunk-errors.ts";
import { LoadingOverlay } from "./LoadingOverlay.tsx";

// SPEC §2: /draw shows the global loading overlay while it loads. A route asks for it in its meta
// (`loadingOverlay`); every lazy route loads through withChunkErrors, which raises the overlay until
// the page's chunk and translations are in, or have failed.

const shown = viewPerTest();
beforeEach(async () => {
  ui.hideLoading();
  ui.closeRefreshNotice();
  await shown.render(<LoadingOverlay />);
});

/** What a user sees: the full-screen spinner with its "Loading…" text, or nothing over the page. */
const overlayShown = () => document.querySelector('.ant-spin-fullscreen[aria-busy="true"]') !== null;

/** A page chunk the test finishes or fails by hand. */
function pendingChunk() {
  const hand: { finish: () => void; fail: () => void } = { finish: () => {}, fail: () => {} };
  const lazy = () =>
    new Promise<{ handle: unknown }>((resolve, reject) => {
      hand.finish = () => resolve({ handle: { name: "draw" } });
      hand.fail = () => reject(new TypeError("Failed to fetch dynamically imported module: /draw.js"));
    });
  return { lazy, hand };
}

async function load(meta: Record<string, unknown>) {
  const { lazy, hand } = pendingChunk();
  const [route] = withChunkErrors([{ path: "draw", handle: meta, lazy }]);
  const wrapped = route?.lazy as () => Promise<unknown>;
  let outcome: Promise<unknown> = Promise.resolve();
  await act(async () => {
    outcome = wrapped().catch((error: unknown) => error);
  });
  return { hand, outcome };
}

describe("the global loading overlay", () => {
  it("shows while the drawing page loads and hides once it has loaded", async () => {
    const { hand, outcome } = await load({ name: "draw", loadingOverlay: true });
    // antd's fullscreen spin may take a frame to show after the one before it left
    await vi.waitFor(() => expect(overlayShown()).toBe(true));
    expect(document.body.textContent).toContain("Loading…");
    await act(async () => {
      hand.finish();
      await outcome;
    });
    expect(overlayShown()).toBe(false);
  });

  it("hides when the page fails to load (the refresh notice says so instead)", async () => {
    const { hand, outcome } = await load({ name: "draw", loadingOverlay: true });
    // antd's fullscreen spin may take a frame to show after the one before it left
    await vi.waitFor(() => expect(overlayShown()).toBe(true));
    await act(async () => {
      hand.fail();
      await outcome;
    });
    expect(overlayShown()).toBe(false);
    expect(ui.get().refreshNotice).toBe("chunk");
  });

  it("does not show for a page that does not ask for it", async () => {
    const { hand, outcome } = await load({ name: "orders" });
    expect(overlayShown()).toBe(false);
    await act(async () => {
      hand.finish();
      await outcome;
    });
  });

  it("is asked for by every route of the drawing page, and by no other", () => {
    const flagged = pageRoutes
      .filter((route) => (route.handle as { loadingOverlay?: boolean } | undefined)?.loadingOverlay)
      .map((route) => route.path);
    expect(flagged).toEqual(["draw", "windoortype/:catelog_id/:id", "trial", "addWindoor", "drawRender"]);
  });
});
