// A scene solid as triangles (docs/scene.md), the one mesh the 3D view, the GLB and the USDZ
// draw. A straight member is its profile's section swept between its end cuts (sweep.ts); a pane
// and a bent member are their outline swept front to back. Flat-shaded, counter-clockwise seen
// from outside with outward normals, in the scene's own axes (mm; y down; z into the room).
import earcut from "earcut";
import type { Point } from "../design/layout-types.ts";
import { apply, type Matrix4, turned } from "./pose.ts";
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

/** Loops ready to sweep: the outline counter-clockwise, the holes clockwise, all points, the caps' triangles. */
type Prepared = { loops: P2[][]; points: P2[]; triangles: number[] };

/** Outlines prepared so far (a profile's section is swept along each of its members). */
const preparedLoops = new WeakMap<readonly P2[], Prepared | null>();

function prepare(outer: readonly P2[], holes: readonly (readonly P2[])[]): Prepared | null {
  const known = preparedLoops.get(outer);
  if (known !== undefined) return known;
  const out = cleanLoop(outer);
  const area2 = signedArea2(out);
  let made: Prepared | null = null;
  if (out.length >= 3 && Math.abs(area2) >= 1e-9) {
    // the material on each edge's left
    const loops = [
      area2 > 0 ? out : [...out].reverse(),
      ...holes.map(cleanLoop).flatMap((h) => {
        const a = signedArea2(h);
        return h.length < 3 || Math.abs(a) < 1e-9 ? [] : [a < 0 ? h : [...h].reverse()];
      }),
    ];
    const flat: number[] = [];
    const holeStarts: number[] = [];
    for (const [i, loop] of loops.entries()) {
      if (i > 0) holeStarts.push(flat.length / 2);
      for (const [x, y] of loop) flat.push(x, y);
    }
    made = { loops, points: loops.flat(), triangles: earcut(flat, holeStarts) };
  }
  preparedLoops.set(outer, made);
  return made;
}

/**
 * The solid of `outer` less `holes` (2D loops) swept in a straight line from where `at0` places
 * them to where `at1` does (both affine maps): a cap at each end, a flat quad for each edge of
 * each loop.
 */
function sweepMesh(
  outer: readonly P2[],
  holes: readonly (readonly P2[])[],
  at0: Placement,
  at1: Placement,
): Mesh {
  const prep = prepare(outer, holes);
  if (!prep) return EMPTY;
  const { loops, points, triangles } = prep;
  const n = points.length;
  const caps = triangles.length;
  const vertices = 2 * n + 4 * n;
  const positions = new Float32Array(vertices * 3);
  const normals = new Float32Array(vertices * 3);
  const room = new Uint32Array(2 * caps + 6 * n);
  const rest = new Uint32Array(2 * caps + 6 * n);
  let inside = 0;
  let outside = 0;
  let v = 0;
  const put = (x: number, y: number, z: number, nx: number, ny: number, nz: number) => {
    positions[v * 3] = x;
    positions[v * 3 + 1] = y;
    positions[v * 3 + 2] = z;
    normals[v * 3] = nx;
    normals[v * 3 + 1] = ny;
    normals[v * 3 + 2] = nz;
    return v++;
  };
  const triangle = (nz: number, a: number, b: number, c: number) => {
    if (nz > ROOM_FACING) {
      room[inside++] = a;
      room[inside++] = b;
      room[inside++] = c;
    } else {
      rest[outside++] = a;
      rest[outside++] = b;
      rest[outside++] = c;
    }
  };
  const p0 = points.map(at0);
  const p1 = points.map(at1);
  // the linear part of the placement: where a step of 1 along x and along y goes
  const o = points[0]!;
  const origin = at0(o);
  const ex = sub(at0([o[0] + 1, o[1]]), origin);
  const ey = sub(at0([o[0], o[1] + 1]), origin);
  const facing = cross(ex, ey);

  // the caps, facing away from the other end
  for (const [placed, other] of [
    [p0, p1],
    [p1, p0],
  ] as const) {
    let cap = unit(facing);
    if (dot(cap, sub(placed[0]!, other[0]!)) < 0) cap = [-cap[0], -cap[1], -cap[2]];
    // a triangle counter-clockwise in 2D turns along `facing` once placed
    const along = dot(facing, cap) >= 0 ? 1 : -1;
    const base = v;
    for (const p of placed) put(p[0], p[1], p[2], cap[0], cap[1], cap[2]);
    for (let t = 0; t < caps; t += 3) {
      const i = triangles[t]!;
      const j = triangles[t + 1]!;
      const k = triangles[t + 2]!;
      const [a, b, c] = [points[i]!, points[j]!, points[k]!];
      const turn = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      if (turn * along >= 0) triangle(cap[2], base + i, base + j, base + k);
      else triangle(cap[2], base + i, base + k, base + j);
    }
  }
  // the walls: the outward side of an edge (dx, dy) with the material on its left is (dy, −dx)
  let first = 0;
  for (const loop of loops) {
    const m = loop.length;
    for (let e = 0; e < m; e++) {
      const i = first + e;
      const j = first + ((e + 1) % m);
      const p = points[i]!;
      const q = points[j]!;
      const a = p0[i]!;
      const b = p0[j]!;
      const c = p1[j]!;
      const d = p1[i]!;
      // the edge a → b, and the run along the sweep a → d (b → c where a's run has no length)
      const ex0 = b[0] - a[0];
      const ex1 = b[1] - a[1];
      const ex2 = b[2] - a[2];
      let r0 = d[0] - a[0];
      let r1 = d[1] - a[1];
      let r2 = d[2] - a[2];
      if (r0 * r0 + r1 * r1 + r2 * r2 <= 1e-12) {
        r0 = c[0] - b[0];
        r1 = c[1] - b[1];
        r2 = c[2] - b[2];
      }
      let n0 = ex1 * r2 - ex2 * r1;
      let n1 = ex2 * r0 - ex0 * r2;
      let n2 = ex0 * r1 - ex1 * r0;
      const len = Math.hypot(n0, n1, n2) || 1;
      const rx = q[1] - p[1];
      const ry = -(q[0] - p[0]);
      const away =
        n0 * (ex[0] * rx + ey[0] * ry) + n1 * (ex[1] * rx + ey[1] * ry) + n2 * (ex[2] * rx + ey[2] * ry);
      const sign = away < 0 ? -1 / len : 1 / len;
      n0 *= sign;
      n1 *= sign;
      n2 *= sign;
      const ia = put(a[0], a[1], a[2], n0, n1, n2);
      const ib = put(b[0], b[1], b[2], n0, n1, n2);
      const ic = put(c[0], c[1], c[2], n0, n1, n2);
      const id = put(d[0], d[1], d[2], n0, n1, n2);
      // a → b → c turns along the normal when (b − a) × (c − a) does
      const c0 = c[0] - a[0];
      const c1 = c[1] - a[1];
      const c2 = c[2] - a[2];
      const turn = n0 * (ex1 * c2 - ex2 * c1) + n1 * (ex2 * c0 - ex0 * c2) + n2 * (ex0 * c1 - ex1 * c0);
      if (turn >= 0) {
        triangle(n2, ia, ib, ic);
        triangle(n2, ia, ic, id);
      } else {
        triangle(n2, ia, ic, ib);
        triangle(n2, ia, id, ic);
      }
    }
    first += m;
  }
  return { positions, normals, outside: rest.slice(0, outside), inside: room.slice(0, inside) };
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
  solid: Pick<SceneSolid, "outline" | "front" | "depth" | "place"> & { sweep?: MemberSweep | null },
): Mesh {
  return placed(ownMesh(solid), solid.place);
}

/** A mesh moved by `place` (points and normals; a rotation and a shift keep the faces' winding). */
function placed(mesh: Mesh, place: Matrix4 | undefined): Mesh {
  if (!place || mesh.positions.length === 0) return mesh;
  const positions = new Float32Array(mesh.positions.length);
  const normals = new Float32Array(mesh.normals.length);
  for (let i = 0; i < positions.length; i += 3) {
    const p: Vec3 = [mesh.positions[i]!, mesh.positions[i + 1]!, mesh.positions[i + 2]!];
    const n: Vec3 = [mesh.normals[i]!, mesh.normals[i + 1]!, mesh.normals[i + 2]!];
    positions.set(apply(place, p), i);
    normals.set(unit(turned(place, n)), i);
  }
  return { ...mesh, positions, normals };
}

function ownMesh(
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
const HINGE = { radius: 8, length: 90, sides: 12 } as const;
const PULL = { plate: [22, 170, 6], grip: [14, 130, 18] } as const;
const ROLLER = { radius: 15, length: 24 } as const;
/** A flush bolt: its plate on the stile and the thumb slide that shoots it, toward the end it shoots out of. */
const FLUSH_BOLT = { plate: [20, 140, 5], slide: [12, 26, 8], shift: 40 } as const;
/** A track's section: across (front to back) × how far it stands out of the frame. */
const TRACK = { width: 40, height: 20 } as const;

/** The rectangles and circles the hardware is swept from, made once (their triangles too). */
const rectangles = new Map<string, P2[]>();
const rectangle = (w: number, l: number): P2[] => {
  const key = `${w}×${l}`;
  let rect = rectangles.get(key);
  if (!rect) {
    rect = [
      [-w / 2, -l / 2],
      [w / 2, -l / 2],
      [w / 2, l / 2],
      [-w / 2, l / 2],
    ];
    rectangles.set(key, rect);
  }
  return rect;
};
/** A circle of `radius` as a 12-gon. */
const circle = (radius: number): P2[] =>
  Array.from({ length: HINGE.sides }, (_, i) => {
    const t = (2 * Math.PI * i) / HINGE.sides;
    return [radius * Math.cos(t), radius * Math.sin(t)];
  });
const KNUCKLE = circle(HINGE.radius);
const WHEEL = circle(ROLLER.radius);

/** A box `size` (across, along, out) placed with its base centred on `at`, long along `dir`, standing out along `out`. */
function box(at: Vec3, dir: Vec3, out: Vec3, size: readonly [number, number, number], shift = 0): Mesh {
  const side = unit(cross(out, dir));
  const [w, l, h] = size;
  const place =
    (lift: number): Placement =>
    ([s, t]) => [
      at[0] + side[0] * s + dir[0] * (t + shift) + out[0] * lift,
      at[1] + side[1] * s + dir[1] * (t + shift) + out[1] * lift,
      at[2] + side[2] * s + dir[2] * (t + shift) + out[2] * lift,
    ];
  return sweepMesh(rectangle(w, l), [], place(0), place(h));
}

/** A cylinder of cross-section `round`, `length` long, centred on `at`, its axis along `dir`: a hinge's knuckle, a roller's wheel. */
function cylinder(at: Vec3, dir: Vec3, round: readonly P2[], length: number): Mesh {
  const helper: Vec3 = Math.abs(dir[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  const a = unit(cross(dir, helper));
  const b = cross(dir, a);
  const place =
    (along: number): Placement =>
    ([s, t]) => [
      at[0] + a[0] * s + b[0] * t + dir[0] * along,
      at[1] + a[1] * s + b[1] * t + dir[1] * along,
      at[2] + a[2] * s + b[2] * t + dir[2] * along,
    ];
  return sweepMesh(round, [], place(-length / 2), place(length / 2));
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
 * its axis; a pull a plate with a grip along the stile; a roller a wheel about its axle; a track
 * a channel its `length` across the opening (along x), standing out of the frame along `direction`;
 * a flush bolt a plate along the stile with its thumb slide toward the end it shoots out of
 * (`direction`).
 */
export function hardwareMesh(
  h: Pick<SceneHardware, "type" | "position" | "direction" | "length" | "place">,
): Mesh {
  return placed(ownHardwareMesh(h), h.place);
}

function ownHardwareMesh(h: Pick<SceneHardware, "type" | "position" | "direction" | "length">): Mesh {
  const room: Vec3 = [0, 0, 1];
  const dir = unit(h.direction);
  switch (h.type) {
    case "hinge":
      return cylinder(h.position, dir, KNUCKLE, HINGE.length);
    case "roller":
      return cylinder(h.position, dir, WHEEL, ROLLER.length);
    case "track":
      return box(h.position, [1, 0, 0], dir, [TRACK.width, h.length ?? 0, TRACK.height]);
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
    case "flushBolt":
      return joined([
        box(h.position, dir, room, FLUSH_BOLT.plate),
        box(
          [h.position[0], h.position[1], h.position[2] + FLUSH_BOLT.plate[2]],
          dir,
          room,
          FLUSH_BOLT.slide,
          FLUSH_BOLT.shift,
        ),
      ]);
    case "pull":
      return joined([
        box(h.position, dir, room, PULL.plate),
        box([h.position[0], h.position[1], h.position[2] + PULL.plate[2]], dir, room, PULL.grip),
      ]);
  }
}
