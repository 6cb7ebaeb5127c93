// Where a leaf is at a moment of its opening (docs/scene.md): a pure function of its motion and
// the animation's progress, so the 3D view, a recorded video and a test agree on every frame.
import type { LeafMotion, Vec3 } from "./motion.ts";

/** A 4 × 4 affine matrix, column-major (as WebGL, three.js and glTF store them). */
export type Matrix4 = readonly number[];

export const IDENTITY: Matrix4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** Rotation by `degrees` (right-handed) about the line through `pivot` along the unit `axis`. */
export function rotationAbout(pivot: Vec3, axis: Vec3, degrees: number): Matrix4 {
  const [x, y, z] = axis;
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const k = 1 - c;
  // Rodrigues' rotation matrix, rows
  const r = [
    [c + x * x * k, x * y * k - z * s, x * z * k + y * s],
    [y * x * k + z * s, c + y * y * k, y * z * k - x * s],
    [z * x * k - y * s, z * y * k + x * s, c + z * z * k],
  ] as const;
  // p' = R (p − pivot) + pivot: the translation is pivot − R pivot
  const t = [0, 1, 2].map(
    (i) => pivot[i]! - (r[i]![0] * pivot[0] + r[i]![1] * pivot[1] + r[i]![2] * pivot[2]),
  );
  return [
    r[0][0],
    r[1][0],
    r[2][0],
    0,
    r[0][1],
    r[1][1],
    r[2][1],
    0,
    r[0][2],
    r[1][2],
    r[2][2],
    0,
    t[0]!,
    t[1]!,
    t[2]!,
    1,
  ];
}

export const translation = ([x, y, z]: Vec3): Matrix4 => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];

/** a · b (apply b first). */
export function multiply(a: Matrix4, b: Matrix4): Matrix4 {
  const out = new Array<number>(16).fill(0);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[col * 4 + k]!;
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

/** A point moved by a matrix. */
export function apply(m: Matrix4, [x, y, z]: Vec3): Vec3 {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ];
}

/** A direction turned by a matrix (its shift left out). */
export function turned(m: Matrix4, [x, y, z]: Vec3): Vec3 {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z,
    m[1]! * x + m[5]! * y + m[9]! * z,
    m[2]! * x + m[6]! * y + m[10]! * z,
  ];
}

/**
 * The leaf's pose at `t` (0 closed, 1 fully open). A tilt-turn shows its tilt (`mode` "turn"
 * shows it turning on its side hinges instead). A fold leaf turns about its own stack-side edge
 * and rides on the free edges of the leaves before it: its edge is at the sum of their widths
 * along the zig-zag.
 */
export function leafPose(motion: LeafMotion, t: number, mode: "tilt" | "turn" = "tilt"): Matrix4 {
  switch (motion.kind) {
    case "fixed":
      return IDENTITY;
    case "turn":
      return rotationAbout(motion.pivot, motion.axis, motion.angle * t);
    case "tiltTurn": {
      const m = mode === "tilt" ? motion.tilt : motion.turn;
      return rotationAbout(m.pivot, m.axis, m.angle * t);
    }
    case "slide":
      return translation([motion.travel[0] * t, motion.travel[1] * t, motion.travel[2] * t]);
    case "fold": {
      const a = (motion.angle * t * Math.PI) / 180;
      // leaf i turns by (−1)^i · angle; its stack-side edge sits where the leaves before it end
      let x = 0;
      let z = 0;
      motion.before.forEach((w, i) => {
        x += w * Math.cos(a);
        z += (i % 2 === 0 ? -1 : 1) * w * Math.sin(a);
      });
      const i = motion.before.length;
      const turn = (i % 2 === 0 ? 1 : -1) * motion.sign * motion.angle * t;
      const edgeNow: Vec3 = [motion.hingeX + motion.sign * x, 0, motion.front + z];
      const edgeClosed = motion.hingeX + motion.sign * motion.before.reduce((s, w) => s + w, 0);
      // turn about the leaf's own closed edge, then carry that edge to where it is now
      const rotate = rotationAbout([edgeClosed, 0, motion.front], [0, 1, 0], turn);
      return multiply(translation([edgeNow[0] - edgeClosed, 0, edgeNow[2] - motion.front]), rotate);
    }
  }
}
