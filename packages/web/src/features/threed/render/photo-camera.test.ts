import { cameraFromCorners } from "@fenestra/core/scene/homography";
import * as THREE from "three";
import { describe, expect, it } from "vitest";
import { photoCamera } from "./photo-camera.ts";

// A facade photographed from the right and a little below: the marks are not a rectangle, and
// not quite one in perspective either (as a user's marks never are).
const corners = [
  { x: 420, y: 250 },
  { x: 800, y: 232 },
  { x: 812, y: 640 },
  { x: 412, y: 622 },
];
const opening = { width: 1500, height: 1400 };
const size = { width: 1200, height: 900 };

/** Where a world point (metres) is drawn in the photo, pixels, as the renderer sees the camera. */
function drawnAt(camera: THREE.PerspectiveCamera, x: number, y: number, z: number) {
  // what WebGLRenderer.render does with a camera before drawing
  if (camera.parent === null && camera.matrixWorldAutoUpdate) camera.updateMatrixWorld();
  const p = new THREE.Vector3(x, y, z).project(camera);
  return { x: ((p.x + 1) / 2) * size.width, y: ((1 - p.y) / 2) * size.height, depth: p.z };
}

describe("the camera that took the photo", () => {
  const pose = cameraFromCorners(corners, opening, size);
  if (!pose) throw new Error("no camera for the test's corners");
  const camera = photoCamera(pose, opening, size);
  const w = opening.width / 1000;
  const h = opening.height / 1000;

  it("draws the opening's four corners on the marked ones", () => {
    const world = [
      [-w / 2, h],
      [w / 2, h],
      [w / 2, 0],
      [-w / 2, 0],
    ] as const;
    for (const [i, [x, y]] of world.entries()) {
      const at = drawnAt(camera, x, y, 0);
      expect(Math.abs(at.x - corners[i]!.x)).toBeLessThan(0.5);
      expect(Math.abs(at.y - corners[i]!.y)).toBeLessThan(0.5);
    }
  });

  it("sees into the wall: a point behind the opening's corner is farther and drawn toward the far jamb", () => {
    const face = drawnAt(camera, -w / 2, h / 2, 0);
    const back = drawnAt(camera, -w / 2, h / 2, -0.2);
    expect(back.depth).toBeGreaterThan(face.depth);
    // taken from the right: the left jamb's face shows, so what is deeper moves right on the photo
    expect(back.x).toBeGreaterThan(face.x);
  });
});
