import { describe, expect, it } from "vitest";
import { cameraFromCorners } from "./homography.ts";
import {
  type Corners,
  checkCorners,
  fitContain,
  insidePicture,
  pictureToScreen,
  screenToPicture,
  startingCorners,
  sunDirection,
  sunOnWall,
} from "./placement.ts";

const quad = (...p: [number, number][]): Corners => p.map(([x, y]) => ({ x, y })) as unknown as Corners;
/** What checkCorners answers for corners it refuses: the problem and the corner it names (or null). */
const refusal = (problem: string, corner: number | null) => ({ ok: false, problem, corner });

describe("four corners of an opening", () => {
  it("takes a rectangle and a quadrilateral seen in perspective", () => {
    expect(checkCorners(quad([100, 100], [300, 100], [300, 400], [100, 400]))).toEqual({ ok: true });
    // the right side nearer the camera: taller than the left
    expect(checkCorners(quad([100, 140], [320, 90], [320, 430], [100, 380]))).toEqual({ ok: true });
  });

  it("refuses a bow tie (two corners swapped), whichever pair", () => {
    // top-left and top-right swapped: the top and bottom sides cross
    expect(checkCorners(quad([300, 100], [100, 100], [300, 400], [100, 400]))).toEqual(
      refusal("crossing", null),
    );
    // top-right and bottom-right swapped: the left and right sides cross
    expect(checkCorners(quad([100, 100], [300, 400], [300, 100], [100, 400]))).toEqual(
      refusal("crossing", null),
    );
  });

  it("refuses a corner pushed inside (not convex) and names that corner", () => {
    // the bottom-right corner pulled in past the diagonal from top-right to bottom-left
    expect(checkCorners(quad([100, 100], [300, 100], [150, 150], [100, 400]))).toEqual(
      refusal("notConvex", 2),
    );
  });

  it("refuses three corners on a line (a corner that does not turn)", () => {
    expect(checkCorners(quad([100, 100], [300, 100], [300, 400], [200, 250]))).toEqual(
      refusal("notConvex", 3),
    );
  });

  it("refuses corners going round the other way or turned upside down", () => {
    // mirrored: left and right exchanged (counter-clockwise on screen)
    expect(checkCorners(quad([300, 100], [100, 100], [100, 400], [300, 400]))).toEqual(
      refusal("order", null),
    );
    // turned half round: the top side at the bottom
    expect(checkCorners(quad([300, 400], [100, 400], [100, 100], [300, 100]))).toEqual(
      refusal("order", null),
    );
    // turned a quarter: still clockwise, but the "top" side is the left one
    expect(checkCorners(quad([100, 400], [100, 100], [300, 100], [300, 400]))).toEqual(
      refusal("order", null),
    );
  });

  it("refuses a side shorter than allowed and names its first corner", () => {
    expect(checkCorners(quad([100, 100], [104, 100], [104, 400], [100, 400]), 8)).toEqual(
      refusal("tooSmall", 0),
    );
    expect(checkCorners(quad([100, 100], [100, 100], [300, 400], [100, 400]))).toEqual(
      refusal("tooSmall", 0),
    );
  });

  it("every accepted quadrilateral has a camera (the solver takes what the check takes)", () => {
    const accepted = [
      quad([100, 100], [300, 100], [300, 400], [100, 400]),
      quad([100, 140], [320, 90], [320, 430], [100, 380]),
      quad([420, 300], [900, 330], [880, 700], [430, 650]),
    ];
    for (const c of accepted) {
      expect(checkCorners(c).ok).toBe(true);
      expect(
        cameraFromCorners(c, { width: 1500, height: 1400 }, { width: 1600, height: 1200 }),
      ).toBeDefined();
    }
  });
});

describe("a photo shown in a box", () => {
  it("fits a wide photo to the box's width, centred up and down", () => {
    const fit = fitContain({ width: 1600, height: 1200 }, { width: 800, height: 800 });
    expect(fit).toEqual({ scale: 0.5, x: 0, y: 100 });
    expect(pictureToScreen(fit, { x: 800, y: 600 })).toEqual({ x: 400, y: 400 });
    expect(pictureToScreen(fit, { x: 0, y: 0 })).toEqual({ x: 0, y: 100 });
  });

  it("fits a tall photo to the box's height, centred across", () => {
    const fit = fitContain({ width: 1000, height: 2000 }, { width: 390, height: 500 });
    expect(fit.scale).toBe(0.25);
    expect(fit.x).toBe(70);
    expect(fit.y).toBe(0);
  });

  it("maps screen to photo and back", () => {
    const fit = fitContain({ width: 4032, height: 3024 }, { width: 1300, height: 700 });
    const p = { x: 1234.5, y: 2020.25 };
    const back = screenToPicture(fit, pictureToScreen(fit, p));
    expect(back.x).toBeCloseTo(p.x, 9);
    expect(back.y).toBeCloseTo(p.y, 9);
  });

  it("keeps a dragged corner on the photo", () => {
    const size = { width: 1600, height: 1200 };
    expect(insidePicture(size, { x: -20, y: 1300 })).toEqual({ x: 0, y: 1200 });
    expect(insidePicture(size, { x: 20, y: 30 })).toEqual({ x: 20, y: 30 });
  });

  it("first offers a rectangle in the middle, which the check takes", () => {
    const c = startingCorners({ width: 1600, height: 1200 });
    expect(c[0]).toEqual({ x: 400, y: 300 });
    expect(c[2]).toEqual({ x: 1200, y: 900 });
    expect(checkCorners(c).ok).toBe(true);
  });
});

describe("the sun", () => {
  const close = (a: number[], b: number[]) => {
    for (const [i, v] of a.entries()) expect(v).toBeCloseTo(b[i] as number, 12);
  };
  const SOUTH = 180;

  it("straight in front of a south wall on the horizon shines along the wall's normal", () => {
    close(sunDirection({ azimuth: 180, elevation: 0 }, SOUTH), [0, 0, 1]);
    expect(sunOnWall(sunDirection({ azimuth: 180, elevation: 0 }, SOUTH))).toBe(false);
  });
  it("overhead shines straight down whatever its azimuth", () => {
    close(sunDirection({ azimuth: 30, elevation: 90 }, SOUTH), [0, 1, 0]);
  });
  it("in the west, looking at a south wall (looking north), is on the viewer's left", () => {
    const [x, y, z] = sunDirection({ azimuth: 270, elevation: 45 }, SOUTH);
    close([x, y, z], [-Math.SQRT1_2, Math.SQRT1_2, 0]);
    // the south-east morning sun on a south wall: from the right, in front, lighting it
    const se = sunDirection({ azimuth: 135, elevation: 30 }, SOUTH);
    expect(se[0]).toBeGreaterThan(0);
    expect(se[2]).toBeGreaterThan(0);
    expect(sunOnWall(se)).toBe(true);
    expect(Math.hypot(...se)).toBeCloseTo(1, 12);
  });
  it("behind the wall leaves it in shade", () => {
    expect(sunOnWall(sunDirection({ azimuth: 0, elevation: 40 }, SOUTH))).toBe(false);
    expect(sunOnWall(sunDirection({ azimuth: 0, elevation: 40 }, 0))).toBe(true);
    // an east wall in the afternoon (south-west sun): behind it
    expect(sunOnWall(sunDirection({ azimuth: 225, elevation: 40 }, 90))).toBe(false);
  });
});
