import { routes } from "@fenestra/api";
import { unzipSync } from "fflate";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { saveBlob } from "../../shared/files/save-blob.ts";
import { byTestId, click, settle, viewPerTest } from "../../shared/test/render.tsx";
import { type CutResult, markConfirmed, saveResult } from "./cut-optimizer-api.ts";
import { Component as DeviceDockingPage } from "./DeviceDockingPage.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));
vi.mock("../../shared/files/save-blob.ts", () => ({ saveBlob: vi.fn() }));

const shown = viewPerTest(vi.mocked(api.call));

const result = {
  orders: [{ id: 7, orderNo: "DD-001" }],
  groups: [
    {
      profile: "F60",
      color: "white",
      angles: { "C1-frame-h": [45, 45] },
      plan: {
        bars: [
          {
            source: "stock",
            length: 6000,
            leftoverId: null,
            repeat: 2,
            cuts: [
              { pieceId: "C1-frame-h", length: 1200, label: "C1", position: 0, orientation: "normal" },
              { pieceId: "C1-mullion", length: 900, label: "C1", position: 1204, orientation: "normal" },
            ],
            remainder: 3892,
            remainderKind: "leftover",
          },
        ],
        summary: {},
      },
    },
  ],
  summary: {},
} as unknown as CutResult;

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(saveBlob).mockClear();
  vi.mocked(api.call).mockImplementation((async (route: unknown) => {
    if (route === routes.settings.production) return { sawAngleStep: 0.5 };
    throw new Error("unexpected call");
  }) as never);
});

describe("/deviceDocking", () => {
  it("offers nothing to send before a plan is confirmed, and says where to make one", async () => {
    saveResult({} as never, result);
    await shown.render(<DeviceDockingPage />, "/deviceDocking");
    await settle();
    expect(byTestId(shown.container, "device-docking")).toBeNull();
    expect(shown.container.textContent).toContain("No confirmed cutting plan in this tab yet");
  });

  it("lists the confirmed plan's bars in cutting order and downloads the chosen machine's file", async () => {
    saveResult({} as never, result);
    markConfirmed({ request: {} as never, result });
    await shown.render(<DeviceDockingPage />, "/deviceDocking");
    await settle();
    expect(byTestId(shown.container, "machines-job")?.textContent).toBe("Orders DD-001: 2 bars, 4 cuts");
    const bars = shown.container.querySelectorAll("[data-testid=machines-bar]");
    expect([...bars].map((b) => b.textContent)).toEqual([
      "Bar 1 · F60 white · 6000 mm#1 1200 · 45° / 45°#2 900 · 90° / 90°",
      "Bar 2 · F60 white · 6000 mm#3 1200 · 45° / 45°#4 900 · 90° / 90°",
    ]);
    const dstv = byTestId(shown.container, "machines-format-dstv")!;
    click(dstv.tagName === "INPUT" ? dstv : dstv.querySelector("input")!);
    await settle();
    click(byTestId(shown.container, "machines-download")!);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe("DD-001.dstv.zip");
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["B0001-C01.nc1", "B0001-C02.nc1", "B0002-C01.nc1", "B0002-C02.nc1"]);
  });
});
