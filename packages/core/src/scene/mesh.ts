// A scene solid as triangles (docs/scene.md), the one mesh the 3D view, the GLB and the USDZ
// draw. A straight member is its profile's section swept between its end cuts (sweep.ts); a pane
// and a bent member are their outline swept front to back. Flat-shaded, counter-clockwise seen
// from outside with outward normals, in the scene's own axes (mm; y down; z into the room).
import earcut from "earcut";
import type { Point } from "../design/layout-types.ts";
import type { SceneHardware, SceneSolid, Vec3 } from "./scene.ts";
import type { MemberSweep } from "./sweep.ts";

/**
 * Triangles by the colour side they show: `inside` the faces turned to the room (a frame's
 * colour B), `outside` every other face (colour A: the outside face, the edges and end cuts).
 */
export type Mesh = {
  positions: Float32Array;
  normals: Float32Array;
  outside: Uint32Array;
  inside: Uint32Array;
};

type P2 = readonly [number, number];
/** Where a point of the swept loops lies at one end of the sweep. */
type Placement = (p: P2) => Vec3;

const EMPTY: Mesh = {
  positions: new Float32Array(0),
  normals: new Float32Array(0),
  outside: new Uint32Array(0),
  inside: new Uint32Array(0),
};

/** A face's normal turns to the room above this z (cos 60°): it shows the inside colour. */
const ROOM_FACING = 0.5;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return l > 0 ? [a[0] / l, a[1] / l, a[2] / l] : [0, 0, 0];
};

/** The loop without repeated points (and without a closing copy of the first). */
function cleanLoop(loop: readonly P2[]): P2[] {
  const near = (a: P2, b: P2) => Math.abs(a[0] - b[0]) <= 1e-6 && Math.abs(a[1] - b[1]) <= 1e-6;
  const out: P2[] = [];
  for (const p of loop) if (!out.length || !near(out[out.length - 1]!, p)) out.push(p);
  if (out.length > 1 && near(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

/** Twice the signed area of a loop (shoelace). */
function signedArea2(loop: readonly P2[]): number {
  let sum = 0;
  for (let i = 0; i < loop.length; i++) {
    const [x1, y1] = loop[i]!;
    const [x2, y2] = loop[(i + 1) % loop.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/**
 * The solid of `outer` less `holes` (2D loops) swept in a straight line from where `at0` places
 * them to where `at1` does: a cap at each end, a flat quad for each edge of each loop.
 */
function sweepMesh(
  outer: readonly P2[],
  holes: readonly (readonly P2[])[],
  at0: Placement,
  at1: Placement,
): Mesh {
  const out = cleanLoop(outer);
  const area2 = signedArea2(out);
  if (out.length < 3 || Math.abs(area2) < 1e-9) return EMPTY;
  // the outline counter-clockwise, the holes clockwise: the material on each edge's left
  const loops = [
    area2 > 0 ? out : [...out].reverse(),
    ...holes.map(cleanLoop).flatMap((h) => {
      const a = signedArea2(h);
      return h.length < 3 || Math.abs(a) < 1e-9 ? [] : [a < 0 ? h : [...h].reverse()];
    }),
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const outside: number[] = [];
  const inside: number[] = [];
  /** A flat convex face (its corners in order) facing along `n`. */
  const face = (corners: readonly Vec3[], n: Vec3) => {
    const base = positions.length / 3;
    for (const c of corners) {
      positions.push(c[0], c[1], c[2]);
      normals.push(n[0], n[1], n[2]);
    }
    const indices = n[2] > ROOM_FACING ? inside : outside;
    for (let i = 1; i + 1 < corners.length; i++) {
      const along = dot(cross(sub(corners[i]!, corners[0]!), sub(corners[i + 1]!, corners[0]!)), n);
      if (along >= 0) indices.push(base, base + i, base + i + 1);
      else indices.push(base, base + i + 1, base + i);
    }
  };

  // the caps: the loops' triangles at each end, facing away from the other end
  const flat: number[] = [];
  const holeStarts: number[] = [];
  for (const [i, loop] of loops.entries()) {
    if (i > 0) holeStarts.push(flat.length / 2);
    for (const [x, y] of loop) flat.push(x, y);
  }
  const triangles = earcut(flat, holeStarts);
  const points = loops.flat();
  const [o, ex, ey] = [
    points[0]!,
    [points[0]![0] + 1, points[0]![1]] as P2,
    [points[0]![0], points[0]![1] + 1] as P2,
  ];
  for (const [at, other] of [
    [at0, at1],
    [at1, at0],
  ] as const) {
    let n = unit(cross(sub(at(ex), at(o)), sub(at(ey), at(o))));
    if (dot(n, sub(at(o), other(o))) < 0) n = [-n[0], -n[1], -n[2]];
    const placed = points.map(at);
    for (let i = 0; i < triangles.length; i += 3) {
      face([placed[triangles[i]!]!, placed[triangles[i + 1]!]!, placed[triangles[i + 2]!]!], n);
    }
  }
  // the walls: the outward side of an edge (dx, dy) with the material on its left is (dy, −dx)
  for (const loop of loops) {
    for (let i = 0; i < loop.length; i++) {
      const p = loop[i]!;
      const q = loop[(i + 1) % loop.length]!;
      const a = at0(p);
      const b = at0(q);
      const c = at1(q);
      const d = at1(p);
      const away = sub(at0([p[0] + (q[1] - p[1]), p[1] - (q[0] - p[0])]), a);
      const edge = sub(b, a);
      const run = sub(d, a);
      let n = unit(cross(edge, dot(run, run) > 1e-12 ? run : sub(c, b)));
      if (dot(n, away) < 0) n = [-n[0], -n[1], -n[2]];
      face([a, b, c, d], n);
    }
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    outside: new Uint32Array(outside),
    inside: new Uint32Array(inside),
  };
}

const lerp = (a: Point, b: Point, t: number): [number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** A member's section swept between its end cuts, through its band front to back. */
function memberMesh(sweep: MemberSweep, front: number, depth: number): Mesh {
  const { section, start, end } = sweep;
  const at =
    (cut: MemberSweep["start"]): Placement =>
    ([u, z]) => {
      const [x, y] = lerp(cut.outer, cut.inner, u / section.width);
      return [x, y, front + (z / section.depth) * depth];
    };
  return sweepMesh(section.outer, section.holes, at(start), at(end));
}

/**
 * The triangles of one solid: a member with a sweep is its section swept along it, any other
 * solid its outline swept from its front to its back; empty when it has no area or no depth.
 */
export function solidMesh(
  solid: Pick<SceneSolid, "outline" | "front" | "depth"> & { sweep?: MemberSweep | null },
): Mesh {
  if (solid.depth <= 0) return EMPTY;
  if (solid.sweep) return memberMesh(solid.sweep, solid.front, solid.depth);
  const z0 = solid.front;
  const z1 = solid.front + solid.depth;
  return sweepMesh(
    solid.outline,
    [],
    ([x, y]) => [x, y, z0],
    ([x, y]) => [x, y, z1],
  );
}

/** Sizes of the hardware drawn, mm. */
const HANDLE = { plate: [32, 90, 8], lever: [18, 130, 14], standOff: 8 } as const;
const HINGE = { radius: 8, length: 90, sides: 16 } as const;
const PULL = { plate: [22, 170, 6], grip: [14, 130, 18] } as const;

/** A box `size` (across, along, out) placed with its base centred on `at`, long along `dir`, standing out along `out`. */
function box(at: Vec3, dir: Vec3, out: Vec3, size: readonly [number, number, number], shift = 0): Mesh {
  const side = unit(cross(out, dir));
  const [w, l, h] = size;
  const place =
    (lift: number): Placement =>
    ([s, t]) =>
      [0, 1, 2].map((k) => at[k]! + side[k]! * s + dir[k]! * (t + shift) + out[k]! * lift) as unknown as Vec3;
  const rect: P2[] = [
    [-w / 2, -l / 2],
    [w / 2, -l / 2],
    [w / 2, l / 2],
    [-w / 2, l / 2],
  ];
  return sweepMesh(rect, [], place(0), place(h));
}

/** A cylinder of `radius` and `length` centred on `at`, its axis along `dir`. */
function cylinder(at: Vec3, dir: Vec3, radius: number, length: number): Mesh {
  const helper: Vec3 = Math.abs(dir[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  const a = unit(cross(dir, helper));
  const b = cross(dir, a);
  const circle: P2[] = Array.from({ length: HINGE.sides }, (_, i) => {
    const t = (2 * Math.PI * i) / HINGE.sides;
    return [radius * Math.cos(t), radius * Math.sin(t)];
  });
  const place =
    (along: number): Placement =>
    ([s, t]) =>
      [0, 1, 2].map((k) => at[k]! + a[k]! * s + b[k]! * t + dir[k]! * along) as unknown as Vec3;
  return sweepMesh(circle, [], place(-length / 2), place(length / 2));
}

/** Meshes joined into one (indices re-based). */
function joined(meshes: readonly Mesh[]): Mesh {
  const count = (f: (m: Mesh) => ArrayLike<number>) => meshes.reduce((s, m) => s + f(m).length, 0);
  const result: Mesh = {
    positions: new Float32Array(count((m) => m.positions)),
    normals: new Float32Array(count((m) => m.normals)),
    outside: new Uint32Array(count((m) => m.outside)),
    inside: new Uint32Array(count((m) => m.inside)),
  };
  let v = 0;
  let o = 0;
  let i = 0;
  for (const m of meshes) {
    result.positions.set(m.positions, v * 3);
    result.normals.set(m.normals, v * 3);
    result.outside.set(
      m.outside.map((x) => x + v),
      o,
    );
    result.inside.set(
      m.inside.map((x) => x + v),
      i,
    );
    v += m.positions.length / 3;
    o += m.outside.length;
    i += m.inside.length;
  }
  return result;
}

/**
 * The triangles of a piece of hardware (both lists, one colour: the hardware's): a handle is a base plate
 * on the leaf's room face and a lever standing off it along `direction`; a hinge a knuckle about
 * its axis; a pull a plate with a grip along the stile.
 */
export function hardwareMesh(h: Pick<SceneHardware, "type" | "position" | "direction">): Mesh {
  const room: Vec3 = [0, 0, 1];
  const dir = unit(h.direction);
  switch (h.type) {
    case "hinge":
      return cylinder(h.position, dir, HINGE.radius, HINGE.length);
    case "handle":
      return joined([
        box(h.position, dir, room, HANDLE.plate),
        box(
          [h.position[0], h.position[1], h.position[2] + HANDLE.standOff],
          dir,
          room,
          HANDLE.lever,
          HANDLE.lever[1] / 2 - HANDLE.lever[0] / 2,
        ),
      ]);
    case "pull":
      return joined([
        box(h.position, dir, room, PULL.plate),
        box([h.position[0], h.position[1], h.position[2] + PULL.plate[2]], dir, room, PULL.grip),
      ]);
  }
}
