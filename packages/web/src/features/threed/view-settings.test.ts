import { DEFAULT_SERIES_GEOMETRY, layout } from "@fenestra/core";
import { twoPanelCasement } from "@fenestra/core/editor/test-editor";
import { buildScene, type SceneMember } from "@fenestra/core/scene/scene";
import { describe, expect, it } from "vitest";
import {
  EXPLODE_SHARE,
  explosionOffset,
  hardwareOffset,
  nextOrbitScale,
  ORBIT_SCALE,
  orbitSettings,
  rendererSettings,
  startingQuality,
  videoFormat,
} from "./view-settings.ts";

describe("quality", () => {
  it("low draws at the screen's own pixels without shadows or room light; high at up to twice, with both", () => {
    expect(rendererSettings("low", 3)).toMatchObject({ pixelRatio: 1, shadows: false, environment: false });
    expect(rendererSettings("middle", 3)).toMatchObject({
      pixelRatio: 1.5,
      shadows: false,
      environment: true,
    });
    expect(rendererSettings("high", 3)).toMatchObject({ pixelRatio: 2, shadows: true, environment: true });
  });

  it("never asks for more pixels than the screen has", () => {
    expect(rendererSettings("high", 1).pixelRatio).toBe(1);
    expect(rendererSettings("middle", 1.25).pixelRatio).toBe(1.25);
    expect(rendererSettings("high", 0).pixelRatio).toBe(1);
  });

  it("starts at middle, or at low where WebGL draws in software (no room light to make)", () => {
    expect(startingQuality(false)).toBe("middle");
    expect(startingQuality(true)).toBe("low");
    expect(rendererSettings(startingQuality(true), 1).environment).toBe(false);
  });

  it("low shades simply (Phong, Lambert glass: half a software frame's cost), middle and high physically", () => {
    expect(rendererSettings("low", 1).shading).toBe("simple");
    expect(rendererSettings("middle", 1).shading).toBe("physical");
    expect(rendererSettings("high", 1).shading).toBe("physical");
  });

  it("without the room light, the sky light is brighter so the window is not dark", () => {
    expect(rendererSettings("low", 1).hemisphere).toBeGreaterThan(rendererSettings("high", 1).hemisphere);
  });
});

describe("while the view is turned", () => {
  it("a software renderer draws without shadows or room light, lit and shaded as low quality, at the quality's pixels", () => {
    const high = rendererSettings("high", 2);
    expect(orbitSettings(high, true)).toEqual({
      pixelRatio: high.pixelRatio,
      shadows: false,
      environment: false,
      hemisphere: rendererSettings("low", 2).hemisphere,
      shading: "simple",
    });
    expect(orbitSettings(rendererSettings("middle", 2), true).environment).toBe(false);
  });

  it("a GPU keeps the chosen quality", () => {
    for (const q of ["low", "middle", "high"] as const)
      expect(orbitSettings(rendererSettings(q, 2), false)).toEqual(rendererSettings(q, 2));
  });
});

describe("explosion view", () => {
  // the 1500 × 1400 two-panel casement: frame, a mullion at 750, two sashes
  const e = twoPanelCasement();
  const scene = buildScene(e.design, layout(e.design, DEFAULT_SERIES_GEOMETRY), DEFAULT_SERIES_GEOMETRY);
  const distance = EXPLODE_SHARE * 1500;
  const frameMember = (side: "top" | "bottom" | "left" | "right"): SceneMember => {
    const frame = scene.members.filter((m) => m.role === "frame" && m.leafId === null);
    const mid = (m: SceneMember, axis: 0 | 1) =>
      m.outline.reduce((s, p) => s + p[axis], 0) / Math.max(1, m.outline.length);
    const by = {
      top: (a: SceneMember, b: SceneMember) => mid(a, 1) - mid(b, 1),
      bottom: (a: SceneMember, b: SceneMember) => mid(b, 1) - mid(a, 1),
      left: (a: SceneMember, b: SceneMember) => mid(a, 0) - mid(b, 0),
      right: (a: SceneMember, b: SceneMember) => mid(b, 0) - mid(a, 0),
    }[side];
    return [...frame].sort(by)[0]!;
  };
  const close = (v: readonly number[], want: readonly number[]) => {
    for (const [i, x] of v.entries()) expect(x).toBeCloseTo(want[i]!, 6);
  };

  it("moves the frame's head up, its sill down and its jambs sideways, square to each member", () => {
    close(explosionOffset(frameMember("top"), scene), [0, -distance, 0]);
    close(explosionOffset(frameMember("bottom"), scene), [0, distance, 0]);
    close(explosionOffset(frameMember("left"), scene), [-distance, 0, 0]);
    close(explosionOffset(frameMember("right"), scene), [distance, 0, 0]);
  });

  it("moves the mullion across the middle into the room, and every pane out toward the outside", () => {
    const mullion = scene.members.find((m) => m.role === "mullion");
    expect(mullion).toBeDefined();
    close(explosionOffset(mullion!, scene), [0, 0, distance]);
    expect(scene.panes.length).toBe(2);
    for (const pane of scene.panes) close(explosionOffset(pane, scene), [0, 0, -distance]);
  });

  it("moves a solid placed in axes of its own (a sunroom's) away from the scene's middle, from its own middle", () => {
    const pane = scene.panes[0]!;
    const { min, max } = scene.bounds;
    const mid = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2] as const;
    // the pane moved so its own middle sits 3000 mm above the scene's middle
    const n = pane.outline.length;
    const cx = pane.outline.reduce((t, p) => t + p[0], 0) / n;
    const cy = pane.outline.reduce((t, p) => t + p[1], 0) / n;
    const cz = pane.front + pane.depth / 2;
    const place = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, mid[0] - cx, mid[1] - 3000 - cy, mid[2] - cz, 1];
    close(explosionOffset({ ...pane, place }, scene), [0, -distance, 0]);
  });

  it("moves every upright member of the left sash left, away from the middle, and out off the frame", () => {
    const span = (m: SceneMember, axis: 0 | 1) =>
      Math.max(...m.outline.map((p) => p[axis])) - Math.min(...m.outline.map((p) => p[axis]));
    const upright = scene.members.filter(
      (m) => m.leafId !== null && m.outline.every((p) => p[0] < 750) && span(m, 1) > span(m, 0),
    );
    expect(upright.length).toBeGreaterThanOrEqual(2);
    for (const m of upright) close(explosionOffset(m, scene), [-distance / 2, 0, -distance / 2]);
  });

  it("moves each handle and hinge with the stile it is fixed to, so it stays on it", () => {
    expect(scene.hardware.length).toBeGreaterThan(0);
    for (const piece of scene.hardware) {
      const [x, y] = piece.position;
      const stile = scene.members.find(
        (m) =>
          m.leafId === piece.leafId &&
          x >= Math.min(...m.outline.map((p) => p[0])) &&
          x <= Math.max(...m.outline.map((p) => p[0])) &&
          y >= Math.min(...m.outline.map((p) => p[1])) &&
          y <= Math.max(...m.outline.map((p) => p[1])),
      );
      expect(stile, piece.id).toBeDefined();
      close(hardwareOffset(piece, scene), explosionOffset(stile!, scene));
    }
  });
});

describe("recording", () => {
  it("writes MP4 where the browser's recorder encodes it, WebM otherwise, and offers nothing without either", () => {
    expect(videoFormat(() => true)?.extension).toBe("mp4");
    expect(videoFormat((m) => m.startsWith("video/webm"))).toEqual({
      mime: "video/webm;codecs=vp9",
      extension: "webm",
    });
    expect(videoFormat((m) => m === "video/webm")).toEqual({ mime: "video/webm", extension: "webm" });
    expect(videoFormat(() => false)).toBeNull();
  });
});

describe("adaptive resolution while the view is turned", () => {
  it("draws fewer pixels while frames come slower than 50 a second, down to a quarter, and more again (up to where it started) when they come fast", () => {
    // a software renderer starts at half its pixel ratio; frames 33 ms apart: fewer pixels, step by step
    let scale = 0.5;
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      scale = nextOrbitScale(scale, 33, 0.5);
      seen.push(scale);
    }
    expect(seen[0]).toBeCloseTo(0.375, 6);
    expect(seen.every((s, i) => i === 0 || s <= seen[i - 1]!)).toBe(true);
    expect(Math.min(...seen)).toBe(ORBIT_SCALE.min);
    // 60 a second (16.7 ms) holds the share it has
    expect(nextOrbitScale(0.3, 16.7, 0.5)).toBe(0.3);
    // fast frames (10 ms) take it back up, never above where it started
    scale = ORBIT_SCALE.min;
    for (let i = 0; i < 10; i++) scale = nextOrbitScale(scale, 10, 0.5);
    expect(scale).toBe(0.5);
    // a GPU starts at all its pixels and never draws more
    expect(nextOrbitScale(1, 5, 1)).toBe(1);
  });
});
