import { routes } from "@fenestra/api";
import type { Scene } from "@fenestra/core/scene/scene";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { settle, viewPerTest } from "../../shared/test/render.tsx";
import ArDialog from "./ArDialog.tsx";
import { modelFile } from "./model-files.ts";

// Which files <model-viewer> is handed: a saved window's from the server's AR link (Android's
// Scene Viewer, another app, downloads them itself), else made in the browser as blob: URLs and
// without Scene Viewer. model-viewer itself (WebGL) is not loaded here; e2e/ar.spec.ts draws it.
vi.mock("@google/model-viewer", () => ({}));
vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));
vi.mock("./model-files.ts", () => ({
  modelFile: vi.fn(async (_scene: Scene, format: string) => new Blob([format])),
}));

const shown = viewPerTest(vi.mocked(api.call));

beforeAll(() => {
  let made = 0;
  URL.createObjectURL = () => `blob:${window.location.origin}/${++made}`;
  URL.revokeObjectURL = () => {};
});

const scene = {
  frames: [{ id: "F1", x: 0, y: 0, width: 1500, height: 1400, depth: 60 }],
  members: [],
  panes: [],
  leaves: [],
  hardware: [],
  bounds: { min: [0, 0, 0], max: [1500, 1400, 60] },
} as unknown as Scene;

async function open(saved: { orderId: number; itemId: number } | null) {
  await shown.render(<ArDialog onClose={() => {}} scene={scene} saved={saved} />);
  await settle(6);
  const viewer = document.querySelector('[data-testid="ar-model"]');
  if (!viewer) throw new Error("no model-viewer shown");
  return {
    src: viewer.getAttribute("src"),
    iosSrc: viewer.getAttribute("ios-src"),
    modes: viewer.getAttribute("ar-modes"),
  };
}

describe("the AR dialog's model files", { timeout: 30_000 }, () => {
  it("a saved window: the server's GLB and USDZ by their whole address, with Scene Viewer offered", async () => {
    vi.mocked(modelFile).mockClear();
    vi.mocked(api.call).mockResolvedValue({
      glb_url: "/api/ar/abcdefghijklmnop.glb",
      usdz_url: "/api/ar/abcdefghijklmnop.usdz",
      expires_at: "2026-01-01T00:30:00.000Z",
    });
    const viewer = await open({ orderId: 7, itemId: 9 });
    expect(vi.mocked(api.call)).toHaveBeenCalledWith(routes.ar.link, { params: { id: 7, itemId: 9 } });
    expect(viewer).toEqual({
      src: `${window.location.origin}/api/ar/abcdefghijklmnop.glb`,
      iosSrc: `${window.location.origin}/api/ar/abcdefghijklmnop.usdz`,
      modes: "webxr scene-viewer quick-look",
    });
    // nothing made in the browser
    expect(vi.mocked(modelFile)).not.toHaveBeenCalled();
  });

  it("a drawing not saved as it is: the files made in the browser, without Scene Viewer", async () => {
    const viewer = await open(null);
    expect(vi.mocked(api.call)).not.toHaveBeenCalled();
    expect(viewer.src).toMatch(/^blob:/);
    expect(viewer.iosSrc).toMatch(/^blob:/);
    expect(viewer.modes).toBe("webxr quick-look");
  });

  it("a saved window the server made no link for: the files made in the browser, without Scene Viewer", async () => {
    vi.mocked(api.call).mockRejectedValue(new Error("refused"));
    const viewer = await open({ orderId: 7, itemId: 9 });
    expect(viewer.src).toMatch(/^blob:/);
    expect(viewer.modes).toBe("webxr quick-look");
  });
});
