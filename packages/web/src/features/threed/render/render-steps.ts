// The effect render's quality steps and the light read from the photo, as plain data (no
// three.js here, so they are tested without WebGL). A render goes through the steps up to the
// chosen quality, each shown when done: low first (quick), then middle, then high.
import type { Quality } from "../view-settings.ts";

export const RENDER_STEPS: readonly Quality[] = ["low", "middle", "high"];

/** The steps a render at `quality` goes through, in order. */
export function stepsUpTo(quality: Quality): Quality[] {
  return RENDER_STEPS.slice(0, RENDER_STEPS.indexOf(quality) + 1);
}

export type StepSettings = {
  /** The 3D layer's size in pixels (the photo's, scaled down at low; the result is always the photo's size). */
  width: number;
  height: number;
  /** Shadows of the window and of the opening's reveal, and the shadow map's size. */
  shadows: boolean;
  shadowMapSize: number;
  /** The photo as the light around the window (reflections on the glass); without it, the photo's two average colours. */
  environment: boolean;
};

/** How much of the photo's size each step draws the window at. */
const SCALE: Record<Quality, number> = { low: 0.5, middle: 1, high: 1 };

/**
 * What a step asks of the renderer for a photo of `photo` pixels, its 3D layer never larger than
 * `maxSide` pixels along either side (the graphics card's limit; the layer is then stretched to
 * the photo).
 */
export function stepSettings(
  step: Quality,
  photo: { width: number; height: number },
  maxSide: number,
): StepSettings {
  const scale = Math.min(SCALE[step], maxSide / Math.max(photo.width, photo.height));
  return {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
    shadows: step !== "low",
    shadowMapSize: step === "high" ? 2048 : 1024,
    environment: step !== "low",
  };
}

export type Rgb = [number, number, number];

/** The photo's light: the average colour of its upper half (the sky, a lit facade) and of its lower half (the ground), and its brightness. */
export type PhotoLight = { sky: Rgb; ground: Rgb; brightness: number };

/**
 * The average colours (0 … 1, as stored: sRGB) of the top and bottom halves of an RGBA picture
 * of `width` × `height` pixels, and its mean brightness (Rec. 709 luma of the whole).
 */
export function photoLight(rgba: ArrayLike<number>, width: number, height: number): PhotoLight {
  const sums = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ] as [number, number, number, number][];
  for (let y = 0; y < height; y++) {
    const half = sums[y < height / 2 ? 0 : 1] as [number, number, number, number];
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      half[0] += rgba[i] as number;
      half[1] += rgba[i + 1] as number;
      half[2] += rgba[i + 2] as number;
      half[3] += 1;
    }
  }
  const mean = ([r, g, b, n]: [number, number, number, number]): Rgb =>
    n === 0 ? [0.5, 0.5, 0.5] : [r / n / 255, g / n / 255, b / n / 255];
  const [top, bottom] = sums as [[number, number, number, number], [number, number, number, number]];
  const sky = mean(top);
  const ground = mean(bottom);
  const all = mean([top[0] + bottom[0], top[1] + bottom[1], top[2] + bottom[2], top[3] + bottom[3]]);
  return { sky, ground, brightness: 0.2126 * all[0] + 0.7152 * all[1] + 0.0722 * all[2] };
}

/** The renderer's exposure for a photo of `brightness` (0 … 1): a dim photo gets a dimmer window, a bright one a brighter. */
export function exposureFor(brightness: number): number {
  return 0.45 + 0.75 * Math.min(1, Math.max(0, brightness));
}
