import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { describe, expect, it, vi } from "vitest";
import { seriesApi } from "./api/series-api.ts";
import { seriesGeometries } from "./series-geometries.ts";

const upvc = DEMO_SERIES["upvc-60-casement"]!;

describe("series geometries of the drawing page", () => {
  it("draws with the defaults until the frame's series arrives, then with its face widths", async () => {
    vi.spyOn(seriesApi, "catalogue").mockResolvedValue({
      directories: [],
      series: [{ id: 7, isDefault: true } as never],
    });
    const get = vi.spyOn(seriesApi, "get").mockResolvedValue({ model: upvc } as never);
    const arrived = new Promise<(id: string) => typeof DEFAULT_SERIES_GEOMETRY>((resolve) => {
      const first = seriesGeometries(resolve);
      expect(first("default")).toBe(DEFAULT_SERIES_GEOMETRY);
      expect(first("default")).toBe(DEFAULT_SERIES_GEOMETRY); // asked once, not twice
    });
    const next = await arrived;
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(7); // "default" is the company's default series
    expect(next("default").faceWidths.frame).toBe(58);
    expect(next("default").faceWidths.mullion).toBe(82);
    vi.restoreAllMocks();
  });

  it("asks for the company's default series before any frame does: a new frame takes its first colour", async () => {
    vi.spyOn(seriesApi, "catalogue").mockResolvedValue({
      directories: [],
      series: [{ id: 7, isDefault: true } as never],
    });
    vi.spyOn(seriesApi, "get").mockResolvedValue({ model: upvc } as never);
    const next = await new Promise<(id: string) => typeof DEFAULT_SERIES_GEOMETRY>((resolve) => {
      seriesGeometries(resolve);
    });
    expect(next("default").colours?.[0]).toBe("white");
    vi.restoreAllMocks();
  });

  it("keeps the defaults when the series cannot be read", async () => {
    vi.spyOn(seriesApi, "get").mockRejectedValue(new Error("403"));
    const loaded = vi.fn();
    const source = seriesGeometries(loaded);
    expect(source("12")).toBe(DEFAULT_SERIES_GEOMETRY);
    await new Promise((r) => setTimeout(r, 10));
    expect(loaded).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
