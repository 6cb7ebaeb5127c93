import { routes } from "@fenestra/api";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { byTestId, click, settle, viewPerTest } from "../../shared/test/render.tsx";
import { Component as RendersPage } from "./RendersPage.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn(), download: vi.fn() } }));

const render7 = {
  id: 7,
  title: "Living room",
  image_url: "/api/files/00000000-0000-4000-8000-000000000007",
  photo_url: "/api/files/00000000-0000-4000-8000-000000000008",
  created_at: "2026-11-30T08:00:00.000Z",
  order_id: null,
  item_id: null,
  share: { url: "/share-render/abcdefghijklmnopqrstuvwxyz", expires_at: null },
};
const render6 = { ...render7, id: 6, title: "Kitchen", share: null };
const settings = {
  quality: "middle",
  sun: { azimuth: 135, elevation: 45 },
  share_hours_default: 72,
  version: 0,
};

const shown = viewPerTest(vi.mocked(api.call));

describe("the renders page", { timeout: 60_000 }, () => {
  it("shows each render as a picture with its title, which are shared, and the way to a new one", async () => {
    vi.mocked(api.call).mockImplementation(async (route) => {
      if (route === routes.renders.list) return { items: [render7, render6], total: 2 };
      throw new Error(`unexpected ${String(route.path)}`);
    });
    await shown.render(<RendersPage />, "/rendering");
    await settle();
    const cards = shown.container.querySelectorAll("[data-testid=render-card]");
    expect([...cards].map((c) => byTestId(c, "render-title")?.textContent)).toEqual([
      "Living room",
      "Kitchen",
    ]);
    expect(cards[0]?.textContent).toContain("Shared");
    expect(cards[1]?.textContent).not.toContain("Shared");
    expect(cards[0]?.querySelector("img")?.getAttribute("src")).toBe(render7.image_url);
    expect(byTestId(shown.container, "renders-new")?.closest("a")?.getAttribute("href")).toBe("/renderV2");
  });

  it("shows a shared render's whole link, and revokes it", async () => {
    vi.mocked(api.call).mockImplementation(async (route) => {
      if (route === routes.renders.list) return { items: [render7], total: 1 };
      if (route === routes.renders.settings) return settings;
      if (route === routes.renders.unshare) return null;
      throw new Error(`unexpected ${String(route.path)}`);
    });
    await shown.render(<RendersPage />, "/rendering");
    await settle();
    await click(byTestId(shown.container, "render-share"));
    await settle();
    const dialog = byTestId(document.body, "render-share-link");
    expect(dialog?.textContent).toContain(
      `${window.location.origin}/share-render/abcdefghijklmnopqrstuvwxyz`,
    );
    expect(dialog?.textContent).toContain("Opens until revoked");
    await click(byTestId(document.body, "render-share-revoke"));
    await settle();
    expect(vi.mocked(api.call)).toHaveBeenCalledWith(routes.renders.unshare, { params: { id: 7 } });
    expect(byTestId(document.body, "render-share-link")).toBeNull();
    expect(byTestId(document.body, "render-share-dialog")?.textContent).toContain("Not shared yet");
  });
});
