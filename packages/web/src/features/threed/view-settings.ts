// The 3D view's settings as plain data (no three.js here, so they are tested without WebGL):
// what each quality asks of the renderer, and where the explosion view moves each solid.
import { apply } from "@fenestra/core/scene/pose";
import type { Scene, SceneHardware, SceneMember, ScenePane, Vec3 } from "@fenestra/core/scene/scene";

export type Quality = "low" | "middle" | "high";
export type Speed = "slow" | "normal" | "fast";

export const QUALITIES: readonly Quality[] = ["low", "middle", "high"];
export const SPEEDS: readonly Speed[] = ["slow", "normal", "fast"];

/** Seconds an opening takes at each speed. */
export const SPEED_SECONDS: Record<Speed, number> = { slow: 4, normal: 2, fast: 1 };

export type RendererSettings = {
  /** The canvas's pixels per CSS pixel. */
  pixelRatio: number;
  /** Shadows cast by the members (on the floor and each other). */
  shadows: boolean;
  /** The room light reflected by every surface (image-based); without it, a brighter sky light alone. */
  environment: boolean;
  /** The sky light's strength. */
  hemisphere: number;
  /** Physical (metalness, roughness, reflections) or simple (Phong; Lambert glass) shading: three-scene.ts's Shading. */
  shading: "physical" | "simple";
};

/**
 * The quality a view starts at: middle, or low where WebGL draws in software (its room light
 * takes seconds to make and doubles every frame's cost there); any quality may be chosen after.
 */
export function startingQuality(software: boolean): Quality {
  return software ? "low" : "middle";
}

/** The share of its pixel ratio a software renderer draws at when the view starts being turned (the whole picture once it stops). */
export const SOFTWARE_ORBIT_SCALE = 0.5;

/**
 * Adaptive resolution while the view is turned (as drei's PerformanceMonitor with AdaptiveDpr):
 * the frames aimed at (60 a second, within `slow` and `fast` ms a frame), the fewest pixels drawn
 * (`min` of the pixel ratio) and how much the share changes a step.
 */
export const ORBIT_SCALE = { slow: 20, fast: 14, min: 0.25, step: 0.75, frames: 6 } as const;

/**
 * The share of its pixel ratio the view draws its next frames at while it is turned: less where
 * the last frames came slower than 50 a second (`meanFrameMs` apart), more (up to `max`, the
 * share it starts at) where they came faster than about 70; the whole picture once it stops.
 */
export function nextOrbitScale(scale: number, meanFrameMs: number, max: number): number {
  if (meanFrameMs > ORBIT_SCALE.slow) return Math.max(ORBIT_SCALE.min, scale * ORBIT_SCALE.step);
  if (meanFrameMs < ORBIT_SCALE.fast) return Math.min(max, scale / ORBIT_SCALE.step);
  return scale;
}

const MAX_RATIO: Record<Quality, number> = { low: 1, middle: 1.5, high: 2 };

/** What `quality` asks of the renderer on a screen of `devicePixelRatio` (never above the screen's own). */
export function rendererSettings(quality: Quality, devicePixelRatio: number): RendererSettings {
  const screen = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return {
    pixelRatio: Math.min(screen, MAX_RATIO[quality]),
    shadows: quality === "high",
    environment: quality !== "low",
    hemisphere: quality === "low" ? 1.4 : 0.7,
    shading: quality === "low" ? "simple" : "physical",
  };
}

/**
 * What the view draws with while it is turned: a software renderer leaves out the shadows and the
 * room light (each frame several times dearer with them) and lights and shades the window as low
 * quality does, so the turn keeps its frame rate; the chosen quality's picture comes back once it
 * stops. A GPU keeps the chosen quality.
 */
export function orbitSettings(settings: RendererSettings, software: boolean): RendererSettings {
  if (!software) return settings;
  const low = rendererSettings("low", 1);
  return {
    ...settings,
    shadows: low.shadows,
    environment: low.environment,
    hemisphere: low.hemisphere,
    shading: low.shading,
  };
}

/** How far the solids move apart, fully exploded, as a share of the window's larger side. */
export const EXPLODE_SHARE = 0.1;

/**
 * Where the explosion view moves a solid, fully exploded (scene mm: x right, y down, z into the
 * room). A member moves along its normal in the window's plane (square to its longest side),
 * away from the middle of the window: a head up, a sill down, jambs sideways; a leaf's members
 * half as far, and half way out along the window's normal, so each leaf comes off its frame. A
 * member lying across the middle (a centre mullion) moves into the room, and every pane out
 * toward the outside, along the window's normal.
 */
export function explosionOffset(solid: SceneMember | ScenePane, scene: Pick<Scene, "bounds">): Vec3 {
  const { min, max } = scene.bounds;
  const distance = EXPLODE_SHARE * Math.max(max[0] - min[0], max[1] - min[1]);
  if (solid.place) return placedOffset(solid, scene, distance);
  if (solid.kind === "pane") return [0, 0, -distance];
  const centre = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2];
  const [nx, ny] = normalOf(solid.outline);
  let sx = 0;
  let sy = 0;
  for (const [x, y] of solid.outline) {
    sx += x;
    sy += y;
  }
  const n = Math.max(1, solid.outline.length);
  const away = (sx / n - centre[0]!) * nx + (sy / n - centre[1]!) * ny;
  // within a millimetre of the middle: no side is "away", so into the room
  if (Math.abs(away) < 1) return [0, 0, distance];
  const sign = away > 0 ? 1 : -1;
  // a leaf's members come off the frame as a layer of their own: half as far in the plane, and
  // half way out toward the outside (where the panes go)
  if (solid.leafId !== null) return [(sign * nx * distance) / 2, (sign * ny * distance) / 2, -distance / 2];
  return [sign * nx * distance, sign * ny * distance, 0];
}

/**
 * A solid placed in axes of its own (a sunroom's member, roof panel or facet window: its outline
 * is not in the scene's plane) moves straight away from the middle of the scene's box, from its
 * own middle: the roof up, the walls out.
 */
function placedOffset(solid: SceneMember | ScenePane, scene: Pick<Scene, "bounds">, distance: number): Vec3 {
  const { min, max } = scene.bounds;
  const n = Math.max(1, solid.outline.length);
  const sx = solid.outline.reduce((t, p) => t + p[0], 0) / n;
  const sy = solid.outline.reduce((t, p) => t + p[1], 0) / n;
  const at = apply(solid.place ?? [], [sx, sy, solid.front + solid.depth / 2]);
  const away = at.map((v, i) => v - (min[i]! + max[i]!) / 2);
  const length = Math.hypot(...away);
  if (length < 1) return [0, 0, 0];
  return [(away[0]! / length) * distance, (away[1]! / length) * distance, (away[2]! / length) * distance];
}

/**
 * Where the explosion view moves a piece of hardware: with the member of its leaf it is fixed
 * to (the stile or rail under it), so it stays on it; else as the leaf's members come off.
 */
export function hardwareOffset(piece: SceneHardware, scene: Pick<Scene, "bounds" | "members">): Vec3 {
  const [x, y] = piece.position;
  const under = scene.members.find((m) => {
    if (m.leafId !== piece.leafId) return false;
    const xs = m.outline.map((p) => p[0]);
    const ys = m.outline.map((p) => p[1]);
    return x >= Math.min(...xs) && x <= Math.max(...xs) && y >= Math.min(...ys) && y <= Math.max(...ys);
  });
  if (under) return explosionOffset(under, scene);
  const { min, max } = scene.bounds;
  return [0, 0, (-EXPLODE_SHARE * Math.max(max[0] - min[0], max[1] - min[1])) / 2];
}

/** The unit normal (in the plane) of an outline's longest side. */
function normalOf(outline: SceneMember["outline"]): [number, number] {
  let best = 0;
  let dx = 1;
  let dy = 0;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % outline.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > best) {
      best = len;
      dx = (b[0] - a[0]) / len;
      dy = (b[1] - a[1]) / len;
    }
  }
  return [-dy, dx];
}

/** The video a recording is written as: MP4 where the browser encodes it, WebM otherwise. */
export type VideoFormat = { mime: string; extension: "mp4" | "webm" };

const VIDEO_FORMATS: readonly VideoFormat[] = [
  { mime: "video/mp4;codecs=avc1.42E01E", extension: "mp4" },
  { mime: "video/mp4", extension: "mp4" },
  { mime: "video/webm;codecs=vp9", extension: "webm" },
  { mime: "video/webm;codecs=vp8", extension: "webm" },
  { mime: "video/webm", extension: "webm" },
];

/** The first format the browser's recorder takes (`supported`: MediaRecorder.isTypeSupported); null: no recording. */
export function videoFormat(supported: (mime: string) => boolean): VideoFormat | null {
  return VIDEO_FORMATS.find((f) => supported(f.mime)) ?? null;
}
