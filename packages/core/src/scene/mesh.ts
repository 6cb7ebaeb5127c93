// A scene solid as triangles (docs/scene.md): its outline triangulated (earcut) for the front
// and back faces, and a flat-shaded quad for each edge between them. Counter-clockwise seen from
// outside, with outward normals, in the scene's own axes (mm; y down; z into the room).
import earcut from "earcut";
import type { Point } from "../design/layout-types.ts";
import type { SceneSolid } from "./scene.ts";

/**
 * Triangles by the colour side they show: `inside` the back (room) face, `outside` the front face
 * and the edges (a frame's colour A is its outside, B its inside).
 */
export type Mesh = {
  positions: Float32Array;
  normals: Float32Array;
  outside: Uint32Array;
  inside: Uint32Array;
};

/** The outline without repeated points (and without a closing copy of the first). */
function cleanOutline(outline: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of outline) {
    const last = out[out.length - 1];
    if (!last || Math.abs(last[0] - p[0]) > 1e-6 || Math.abs(last[1] - p[1]) > 1e-6) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (
    out.length > 1 &&
    first &&
    last &&
    Math.abs(first[0] - last[0]) < 1e-6 &&
    Math.abs(first[1] - last[1]) < 1e-6
  ) {
    out.pop();
  }
  return out;
}

/** Twice the signed area of an outline (shoelace). */
function signedArea2(outline: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < outline.length; i++) {
    const [x1, y1] = outline[i]!;
    const [x2, y2] = outline[(i + 1) % outline.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The prism of one solid: empty when its outline has no area or it has no depth. */
export function solidMesh(solid: Pick<SceneSolid, "outline" | "front" | "depth">): Mesh {
  const outline = cleanOutline(solid.outline);
  const area2 = signedArea2(outline);
  if (outline.length < 3 || Math.abs(area2) < 1e-9 || solid.depth <= 0) {
    return {
      positions: new Float32Array(0),
      normals: new Float32Array(0),
      outside: new Uint32Array(0),
      inside: new Uint32Array(0),
    };
  }
  const positions: number[] = [];
  const normals: number[] = [];
  const outside: number[] = [];
  const inside: number[] = [];
  let indices = outside;
  const z0 = solid.front;
  const z1 = solid.front + solid.depth;
  const vertex = (x: number, y: number, z: number, n: readonly [number, number, number]) => {
    positions.push(x, y, z);
    normals.push(n[0], n[1], n[2]);
    return positions.length / 3 - 1;
  };
  // a triangle wound so that its face normal points along n
  const triangle = (a: number, b: number, c: number, n: readonly [number, number, number]) => {
    const p = (i: number) => [positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!] as const;
    const [A, B, C] = [p(a), p(b), p(c)];
    const u = [B[0] - A[0], B[1] - A[1], B[2] - A[2]];
    const v = [C[0] - A[0], C[1] - A[1], C[2] - A[2]];
    const cross = [
      u[1]! * v[2]! - u[2]! * v[1]!,
      u[2]! * v[0]! - u[0]! * v[2]!,
      u[0]! * v[1]! - u[1]! * v[0]!,
    ];
    const along = cross[0]! * n[0] + cross[1]! * n[1] + cross[2]! * n[2];
    if (along >= 0) indices.push(a, b, c);
    else indices.push(a, c, b);
  };

  const flat = outline.flat();
  const caps = earcut(flat);
  for (const [z, n] of [
    [z0, [0, 0, -1]],
    [z1, [0, 0, 1]],
  ] as const) {
    indices = z === z0 ? outside : inside;
    const base = outline.map(([x, y]) => vertex(x, y, z, n));
    for (let i = 0; i < caps.length; i += 3)
      triangle(base[caps[i]!]!, base[caps[i + 1]!]!, base[caps[i + 2]!]!, n);
  }
  // edges: the outward side of edge (dx, dy) is (dy, −dx) on a positively wound outline
  indices = outside;
  const sign = area2 > 0 ? 1 : -1;
  for (let i = 0; i < outline.length; i++) {
    const [x1, y1] = outline[i]!;
    const [x2, y2] = outline[(i + 1) % outline.length]!;
    const len = Math.hypot(x2 - x1, y2 - y1);
    const n = [(sign * (y2 - y1)) / len, (sign * -(x2 - x1)) / len, 0] as const;
    const a = vertex(x1, y1, z0, n);
    const b = vertex(x2, y2, z0, n);
    const c = vertex(x2, y2, z1, n);
    const d = vertex(x1, y1, z1, n);
    triangle(a, b, c, n);
    triangle(a, c, d, n);
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    outside: new Uint32Array(outside),
    inside: new Uint32Array(inside),
  };
}
