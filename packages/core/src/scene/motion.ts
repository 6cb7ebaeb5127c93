// How a leaf of the 3D scene opens (scene.ts builds it, pose.ts poses it): the scene's axes are
// mm, x right, y down (canvas), z in from the frame's outside face.

export type Vec3 = readonly [x: number, y: number, z: number];

/**
 * How a leaf opens, all the way: turned `angle` degrees about the line through `pivot` along
 * `axis` (right-handed, scene axes), and for a fold leaf, carried along with its neighbours.
 */
export type LeafMotion =
  | { kind: "fixed" }
  | { kind: "turn"; pivot: Vec3; axis: Vec3; angle: number }
  | {
      kind: "tiltTurn";
      turn: { pivot: Vec3; axis: Vec3; angle: number };
      tilt: { pivot: Vec3; axis: Vec3; angle: number };
    }
  | { kind: "slide"; travel: Vec3 }
  | { kind: "fold"; hingeX: number; front: number; angle: number; before: readonly number[]; sign: 1 | -1 };
