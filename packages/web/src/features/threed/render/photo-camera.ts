// The camera that took the photo, as three.js draws with it: the pose core solved from the four
// corners the user marked and the opening's real size (cameraFromCorners), in the render's world
// (metres, y up, outside +z, the opening's bottom middle at the origin).
import type { CameraPose } from "@fenestra/core/scene/homography";
import * as THREE from "three";

/**
 * World → the wall's axes (from the opening's bottom-left, z into the wall) → the camera's (the
 * wall's x and y axes exactly as the corners give them, so the opening's corners land on the
 * marked ones even where the marks are not quite a rectangle in perspective; its depth axis the
 * rotation's, as long as they are on average) → three.js's (looking down −z).
 *
 * That view is not a rigid motion, and three.js makes a camera's view rigid when it updates it
 * (Camera.updateMatrixWorld drops the scale, as glTF wants): the window then lands beside the
 * marked opening. So the matrices are set here once and the renderer is told not to update them.
 */
export function photoCamera(
  pose: CameraPose,
  opening: { width: number; height: number },
  size: { width: number; height: number },
): THREE.PerspectiveCamera {
  const w = opening.width / 1000;
  const [, , r13, , , r23, , , r33] = pose.rotation;
  const [x0, x1, x2] = pose.plane.x;
  const [y0, y1, y2] = pose.plane.y;
  const [tx, ty, tz] = pose.translation;
  const s = (Math.hypot(x0, x1, x2) + Math.hypot(y0, y1, y2)) / 2;
  const toWall = new THREE.Matrix4().set(1, 0, 0, w / 2, 0, 1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1);
  // biome-ignore format: a matrix, row by row
  const extrinsic = new THREE.Matrix4().set(
    x0, y0, r13 * s, tx / 1000,
    x1, y1, r23 * s, ty / 1000,
    x2, y2, r33 * s, tz / 1000,
    0, 0, 0, 1,
  );
  const view = new THREE.Matrix4().makeScale(1, 1, -1).multiply(extrinsic).multiply(toWall);
  const distance = Math.hypot(tx, ty, tz) / 1000;
  const camera = new THREE.PerspectiveCamera(
    (2 * Math.atan(size.height / 2 / pose.focal) * 180) / Math.PI,
    size.width / size.height,
    Math.max(0.01, distance / 50),
    distance * 50 + 10,
  );
  camera.matrixAutoUpdate = false;
  camera.matrixWorldAutoUpdate = false;
  camera.matrix.copy(view).invert();
  camera.matrixWorld.copy(camera.matrix);
  camera.matrixWorldInverse.copy(view);
  return camera;
}
