import { describe, expect, it } from "vitest";
import {
  applyHomography,
  cameraFromCorners,
  homographyFromCorners,
  type Mat3,
  type Point2,
} from "./homography.ts";

/** Points given as [x, y]. */
const points = (...p: [number, number][]): Point2[] => p.map(([x, y]) => ({ x, y }));

const SQUARE = points([0, 0], [1, 0], [1, 1], [0, 1]);

function expectMatrix(actual: Mat3 | undefined, expected: readonly number[], digits = 9) {
  expect(actual).toBeDefined();
  for (const [i, v] of (actual ?? []).entries()) expect(v).toBeCloseTo(expected[i] as number, digits);
}

describe("the homography of four corners", () => {
  it("is a scaling for a square twice as large", () => {
    // (x, y) → (2x, 2y): H = diag(2, 2, 1).
    const double = SQUARE.map((p) => ({ x: 2 * p.x, y: 2 * p.y }));
    expectMatrix(homographyFromCorners(SQUARE, double), [2, 0, 0, 0, 2, 0, 0, 0, 1]);
  });

  it("is the projective map worked by hand", () => {
    // H = [1 0 0; 0 1 0; 1 0 1] sends (x, y) to (x / (x + 1), y / (x + 1)):
    // (0,0) → (0,0); (1,0) → (1/2, 0); (1,1) → (1/2, 1/2); (0,1) → (0, 1).
    const seen = points([0, 0], [0.5, 0], [0.5, 0.5], [0, 1]);
    const h = homographyFromCorners(SQUARE, seen);
    expectMatrix(h, [1, 0, 0, 0, 1, 0, 1, 0, 1]);
    // A fifth point, not one of the four: (1/2, 1/2) → (1/2 / 1.5, 1/2 / 1.5) = (1/3, 1/3).
    const centre = h && applyHomography(h, { x: 0.5, y: 0.5 });
    expect(centre?.x).toBeCloseTo(1 / 3, 12);
    expect(centre?.y).toBeCloseTo(1 / 3, 12);
  });

  it("is refused for corners that make no quadrilateral", () => {
    const collinear = points([0, 0], [1, 1], [2, 2], [0, 3]);
    expect(homographyFromCorners(SQUARE, collinear)).toBeUndefined();
    expect(
      homographyFromCorners(SQUARE, [SQUARE[0], SQUARE[0], SQUARE[2], SQUARE[3]] as Point2[]),
    ).toBeUndefined();
    expect(homographyFromCorners(SQUARE, SQUARE.slice(0, 3))).toBeUndefined();
  });
});

/** Rotation about the picture's vertical by `yaw`, then about its horizontal by `pitch` (radians). */
function rotation(yaw: number, pitch: number): number[][] {
  const [cy, sy, cp, sp] = [Math.cos(yaw), Math.sin(yaw), Math.cos(pitch), Math.sin(pitch)];
  const ry = [
    [cy, 0, sy],
    [0, 1, 0],
    [-sy, 0, cy],
  ];
  const rx = [
    [1, 0, 0],
    [0, cp, -sp],
    [0, sp, cp],
  ];
  return rx.map((row) =>
    [0, 1, 2].map((j) => row.reduce((sum, v, k) => sum + v * (ry[k]?.[j] as number), 0)),
  );
}

/** Where a camera (focal f px, rotation r, translation t mm) sees the wall point (x, y) in a picture of 2000 × 1500. */
function project(f: number, r: number[][], t: number[], x: number, y: number): Point2 {
  const c = [0, 1, 2].map((i) => (r[i]?.[0] as number) * x + (r[i]?.[1] as number) * y + (t[i] as number));
  const [cx, cy, cz] = c as [number, number, number];
  return { x: 1000 + (f * cx) / cz, y: 750 - (f * cy) / cz };
}

describe("the camera that saw an opening", () => {
  const opening = { width: 1200, height: 1500 };
  const size = { width: 2000, height: 1500 };
  const cornersSeenBy = (f: number, r: number[][], t: number[]) =>
    [
      [0, 1500],
      [1200, 1500],
      [1200, 0],
      [0, 0],
    ].map(([x, y]) => project(f, r, t, x as number, y as number));

  it("is found again from the corners it projected: focal length, rotation and position", () => {
    const r = rotation(0.5, 0.15); // about 29° to the side, 9° from below
    const t = [-600, -700, 4000];
    const camera = cameraFromCorners(cornersSeenBy(1100, r, t), opening, size);
    expect(camera?.focalMeasured).toBe(true);
    expect(camera?.focal).toBeCloseTo(1100, 6);
    expectMatrix(camera?.rotation, r.flat(), 9);
    for (const [i, v] of (camera?.translation ?? []).entries()) expect(v).toBeCloseTo(t[i] as number, 5);
  });

  it("reads the focal length from one turn alone (about the vertical)", () => {
    const r = rotation(-0.6, 0);
    const camera = cameraFromCorners(cornersSeenBy(900, r, [200, -750, 3000]), opening, size);
    expect(camera?.focal).toBeCloseTo(900, 6);
  });

  it("faced squarely, takes the fallback lens and puts the wall at the distance its size says", () => {
    // Square on, a 1200 mm wide opening 600 px wide with f = 2500 px (the picture's diagonal):
    // distance = f · 1200 / 600 = 5000 mm.
    const f = Math.hypot(2000, 1500);
    const t = [-600, -750, (f * 1200) / 600];
    const camera = cameraFromCorners(cornersSeenBy(f, rotation(0, 0), t), opening, size);
    expect(camera?.focalMeasured).toBe(false);
    expect(camera?.focal).toBe(2500);
    expectMatrix(camera?.rotation, [1, 0, 0, 0, 1, 0, 0, 0, 1], 9);
    expect(camera?.translation[2]).toBeCloseTo(5000, 6);
  });

  it("answers nothing for an opening without size or corners on a line", () => {
    const corners = cornersSeenBy(1000, rotation(0.3, 0.1), [0, 0, 4000]);
    expect(cameraFromCorners(corners, { width: 0, height: 1500 }, size)).toBeUndefined();
    const line = [0, 1, 2, 3].map((i) => ({ x: 100 * i, y: 100 * i }));
    expect(cameraFromCorners(line, opening, size)).toBeUndefined();
  });
});

describe("the plane's exact axes", () => {
  it("put the opening's corners exactly on marks that are no rectangle in perspective", () => {
    // made-up marks: no camera sees a 1500 × 1400 rectangle so; the rotation cannot fit them all
    const marks = points([420, 250], [800, 232], [812, 640], [412, 622]);
    const size = { width: 1200, height: 900 };
    const pose = cameraFromCorners(marks, { width: 1500, height: 1400 }, size);
    expect(pose).toBeDefined();
    if (!pose) return;
    const wall = [
      [0, 1400],
      [1500, 1400],
      [1500, 0],
      [0, 0],
    ];
    for (const [i, [x, y]] of wall.entries()) {
      const c = [0, 1, 2].map(
        (k) =>
          (pose.plane.x[k] as number) * (x as number) +
          (pose.plane.y[k] as number) * (y as number) +
          (pose.translation[k] as number),
      ) as [number, number, number];
      const u = (pose.focal * c[0]) / c[2] + size.width / 2;
      const v = size.height / 2 - (pose.focal * c[1]) / c[2];
      expect(u).toBeCloseTo((marks[i] as Point2).x, 6);
      expect(v).toBeCloseTo((marks[i] as Point2).y, 6);
    }
  });
});
