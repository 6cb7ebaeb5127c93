import type { Design } from "@fenestra/core";
import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";
import { editorWithTwoLights } from "@fenestra/core/editor/test-editor";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { seriesGeometry } from "@fenestra/core/series/index";
import { describe, expect, it } from "vitest";
import { windowSvg } from "./window-drawing.ts";

const tiltTurn = (): Design =>
  editorWithTwoLights({ width: 1200, height: 1400, at: 600 }, [
    { openType: "tiltTurn", hingeSide: "left" },
    null,
  ]).design;

const cells = (svg: string) =>
  [...svg.matchAll(/<tspan class="value">(\d+)<\/tspan><tspan class="tag"/g)].map((m) => m[1]);

describe("printed window drawing", () => {
  it("is laid out with the window's own series: uPVC 58 mm frame and 82 mm mullion faces", () => {
    // 600 − 60 − 40 with the defaults; 600 − 58 − 41 with the uPVC series
    expect(cells(windowSvg(tiltTurn()))).toEqual(["500", "500"]);
    const upvc = seriesGeometry(DEMO_SERIES["upvc-60-casement"]!);
    expect(cells(windowSvg(tiltTurn(), upvc))).toEqual(["501", "501"]);
  });

  it("shows the tilt-turn symbol the canvas shows: turn lines and the tilt triangle", () => {
    const svg = windowSvg(tiltTurn(), DEFAULT_SERIES_GEOMETRY, "zh-CN");
    const group = /<g class="opening tiltTurn"[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? "";
    expect(group.match(/<line /g)).toHaveLength(4);
    expect(svg).toContain("> 净</tspan>");
  });
});
