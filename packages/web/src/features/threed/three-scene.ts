// Core's scene (docs/scene.md) as three.js objects: the solids of each leaf (and of the frame) in
// one mesh for the members, one for the panes and one for the hardware, each drawn in a call per
// material (core's mesh.ts: the members' swept sections, the same triangles as the GLB), kept in
// the scene's mm and shown in metres with y up and the outside facing +z (as the GLB). Nothing here decides geometry: sections,
// outlines, depths, hardware and motions are core's; this only maps them to three.js.
import { type Finish, FROSTED, finishOf, GLASS, HARDWARE, PANEL } from "@fenestra/core/scene/finishes";
import { hardwareMesh, type Mesh, solidMesh } from "@fenestra/core/scene/mesh";
import { leafPose } from "@fenestra/core/scene/pose";
import type { Scene, SceneMember, ScenePane } from "@fenestra/core/scene/scene";
import * as THREE from "three";
import { explosionOffset, hardwareOffset } from "./view-settings.ts";

/**
 * How the window's surfaces are shaded: "physical" (three.js's standard material: metalness,
 * roughness, the room light's reflections; middle and high quality) or "simple" (Phong for the
 * opaque parts, Lambert for the glass: the same colours and lights, without image-based
 * reflections; low quality, and a software renderer while the view is turned, where it draws a
 * frame in about half the time: docs/scene.md).
 */
export type Shading = "physical" | "simple";

export type ThreeWindow = {
  root: THREE.Group;
  /** Shades the window `shading`'s way (its simple materials made when first asked). */
  setShading: (shading: Shading) => void;
  /** Poses every leaf at `t` (0 closed … 1 open) and moves solids apart by `explode` (0 … 1). */
  pose: (t: number, explode: number) => void;
  /** Frees the geometries and materials. */
  dispose: () => void;
  /** Size in metres (width, height, depth). */
  size: THREE.Vector3;
  /** The materials it is drawn with. */
  materials: readonly THREE.Material[];
  /** The frame (window) of the scene under `ray`, nearest first; null where the ray meets none. */
  frameAt: (ray: THREE.Raycaster) => string | null;
  /** Outlines the frame `frameId` as picked (null: none). */
  showPicked: (frameId: string | null) => void;
};

const S = 1 / 1000;

/** Scene mm (y down, z into the room) to metres (y up, outside toward +z), centred on x, standing on y = 0. */
function toWorld(scene: Scene): THREE.Matrix4 {
  const cx = (scene.bounds.min[0] + scene.bounds.max[0]) / 2;
  const bottom = scene.bounds.max[1];
  return new THREE.Matrix4().set(S, 0, 0, -S * cx, 0, -S, 0, S * bottom, 0, 0, -S, 0, 0, 0, 0, 1);
}

function material(finish: Finish, options: { opacity?: number } = {}): THREE.MeshStandardMaterial {
  const opacity = options.opacity ?? 1;
  return new THREE.MeshStandardMaterial({
    color: new THREE.Color(...finish.rgb),
    metalness: finish.metallic,
    roughness: finish.roughness,
    transparent: opacity < 1,
    opacity,
    side: opacity < 1 ? THREE.DoubleSide : THREE.FrontSide,
    // both faces of a pane in one pass (one shader, half the draws), not back faces then front
    forceSinglePass: opacity < 1,
    depthWrite: opacity >= 1,
  });
}

const GLASS_OPACITY = 0.3;
/** The picked window's outline: a clear blue (unlike any frame colour), this many mm outside the frame. */
const PICKED_COLOUR = 0x1677ff;
const PICKED_MARGIN = 30;
const FROSTED_OPACITY = 0.85;

/** Phong's shininess for a physical roughness (the usual mapping, 2 / r⁴ − 2, kept within 4 … 200). */
export function shininessOf(roughness: number): number {
  const r = Math.max(roughness, 0.05);
  return Math.min(200, Math.max(4, 2 / r ** 4 - 2));
}

/**
 * The simple twin of a physical material (`Shading`): the same opacity and faces; glass in Lambert
 * with its colour; opaque parts in Phong, their colour split as the physical material splits it
 * (a metal scatters its colour × (1 − metalness) and reflects it in a highlight as bright as it is
 * metallic and as sharp as it is smooth), so low quality shows a finish as dark or light as the
 * physical shading without the room light does.
 */
export function simpleTwin(
  m: THREE.MeshStandardMaterial,
): THREE.MeshPhongMaterial | THREE.MeshLambertMaterial {
  const common = {
    color: m.color.clone(),
    opacity: m.opacity,
    transparent: m.transparent,
    side: m.side,
    forceSinglePass: m.forceSinglePass,
    depthWrite: m.depthWrite,
  };
  if (m.transparent) return new THREE.MeshLambertMaterial(common);
  // as the physical material splits it: a metal reflects its colour and scatters little of it
  const specular = new THREE.Color(0.04, 0.04, 0.04).lerp(m.color, m.metalness);
  const diffuse = m.color.clone().multiplyScalar(1 - m.metalness);
  return new THREE.MeshPhongMaterial({
    ...common,
    color: diffuse,
    specular,
    shininess: shininessOf(m.roughness),
  });
}

/**
 * A material of each kind the first frame is drawn with (low quality, simple shading; opaque:
 * frames, panels, hardware; see-through: glass): the view compiles their programs before a window
 * is there (view-renderer.ts), and a window's own materials, differing only in colour, use the
 * same programs.
 */
export const FIRST_FRAME_MATERIALS = (): THREE.Material[] =>
  [material(PANEL), material(GLASS, { opacity: GLASS_OPACITY })].map((m) => {
    const twin = simpleTwin(m);
    m.dispose();
    return twin;
  });

/** One solid's triangles in a batch, with the materials of its two colour sides and its explosion move. */
type Piece = {
  mesh: Mesh;
  outside: THREE.MeshStandardMaterial;
  inside: THREE.MeshStandardMaterial;
  /** Fully exploded, scene mm (asked only once the explosion view is first shown). */
  offset: () => readonly [number, number, number];
};

/**
 * The solids of one owner (the frame or a leaf) and kind (members, or panes) as one geometry, in
 * scene mm: its faces grouped by material, so it is drawn in a draw call per material (a 20-cell
 * window in about thirty, not several hundred). The explosion view rewrites its positions (each
 * vertex moved with its solid) instead of moving a mesh per solid; what it needs is made when it
 * is first shown.
 */
function batchGeometry(pieces: readonly Piece[]) {
  let vertices = 0;
  for (const p of pieces) vertices += p.mesh.positions.length / 3;
  const positions = new Float32Array(vertices * 3);
  const normals = new Float32Array(vertices * 3);
  // the faces of each material: counted first, then filled in place
  const sizes = new Map<THREE.Material, number>();
  const grow = (m: THREE.Material, n: number) => sizes.set(m, (sizes.get(m) ?? 0) + n);
  for (const p of pieces) {
    grow(p.outside, p.mesh.outside.length);
    grow(p.inside, p.mesh.inside.length);
  }
  const materials: THREE.Material[] = [];
  const at = new Map<THREE.Material, number>();
  let total = 0;
  for (const [m, n] of sizes) {
    if (n === 0) continue;
    at.set(m, total);
    materials.push(m);
    total += n;
  }
  const index = new Uint32Array(total);
  const fill = (m: THREE.Material, indices: Uint32Array, base: number) => {
    let k = at.get(m) ?? 0;
    for (let i = 0; i < indices.length; i++) index[k++] = base + indices[i]!;
    at.set(m, k);
  };
  let base = 0;
  for (const p of pieces) {
    positions.set(p.mesh.positions, base * 3);
    normals.set(p.mesh.normals, base * 3);
    fill(p.outside, p.mesh.outside, base);
    fill(p.inside, p.mesh.inside, base);
    base += p.mesh.positions.length / 3;
  }
  const geometry = new THREE.BufferGeometry();
  const position = new THREE.BufferAttribute(positions, 3);
  geometry.setAttribute("position", position);
  geometry.setAttribute("normal", new THREE.BufferAttribute(normals, 3));
  geometry.setIndex(new THREE.BufferAttribute(index, 1));
  let start = 0;
  for (const [i, m] of materials.entries()) {
    const n = sizes.get(m)!;
    geometry.addGroup(start, n, i);
    start += n;
  }
  // the explosion view's closed positions and each vertex's move, made when first asked
  let closed: Float32Array | null = null;
  let offsets: Float32Array | null = null;
  /** Moves every solid `explode` (0 … 1) of its way apart. */
  const explode = (amount: number) => {
    if (!closed || !offsets) {
      closed = positions.slice();
      offsets = new Float32Array(vertices * 3);
      let v = 0;
      for (const p of pieces) {
        const o = p.offset();
        const n = p.mesh.positions.length / 3;
        for (let i = 0; i < n; i++, v++) offsets.set(o, v * 3);
      }
    }
    for (let i = 0; i < positions.length; i++) positions[i] = closed[i]! + offsets[i]! * amount;
    position.needsUpdate = true;
    geometry.computeBoundingSphere();
  };
  return { geometry, materials, explode };
}

type MaterialOf = (key: string, make: () => THREE.MeshStandardMaterial) => THREE.MeshStandardMaterial;

/** The materials of a solid's outside (front face and edges) and inside (back face). */
function sidesOf(
  solid: SceneMember | ScenePane,
  materialOf: MaterialOf,
): [THREE.MeshStandardMaterial, THREE.MeshStandardMaterial] {
  if (solid.kind === "member") {
    const { a, b } = solid.colours;
    return [
      materialOf(`c:${a}`, () => material(finishOf(a))),
      materialOf(`c:${b}`, () => material(finishOf(b))),
    ];
  }
  const fill =
    solid.fill === "glass"
      ? materialOf(solid.frosted ? "frosted" : "glass", () =>
          material(solid.frosted ? FROSTED : GLASS, {
            opacity: solid.frosted ? FROSTED_OPACITY : GLASS_OPACITY,
          }),
        )
      : materialOf("panel", () => material(PANEL));
  return [fill, fill];
}

export function buildThreeWindow(scene: Scene): ThreeWindow {
  // the solids stay in scene mm; the model (in the root, which its user may move) turns them into
  // the world's metres
  const root = new THREE.Group();
  const model = new THREE.Group();
  model.matrixAutoUpdate = false;
  model.matrix.copy(toWorld(scene));
  root.add(model);
  const materials = new Map<string, THREE.MeshStandardMaterial>();
  const materialOf: MaterialOf = (key, make) => {
    const m = materials.get(key) ?? make();
    materials.set(key, m);
    return m;
  };
  const groups = new Map<string, THREE.Group>();
  const groupOf = (key: string) => {
    let g = groups.get(key);
    if (!g) {
      g = new THREE.Group();
      g.name = key;
      g.matrixAutoUpdate = false;
      groups.set(key, g);
      model.add(g);
    }
    return g;
  };
  // the solids and hardware by owner (frame or leaf) and kind, in the scene's order
  const batches = new Map<string, { owner: string; frameId: string; casts: boolean; pieces: Piece[] }>();
  const put = (
    owner: string,
    frameId: string,
    kind: "member" | "pane" | "hardware",
    mesh: Mesh,
    [outside, inside]: [THREE.MeshStandardMaterial, THREE.MeshStandardMaterial],
    offset: () => readonly [number, number, number],
  ) => {
    if (mesh.positions.length === 0) return;
    const key = `${owner}|${kind}`;
    const batch = batches.get(key) ?? { owner, frameId, casts: kind !== "pane", pieces: [] };
    batches.set(key, batch);
    batch.pieces.push({ mesh, outside, inside, offset });
  };
  const ownerOf = (item: { leafId: string | null; frameId: string }) =>
    item.leafId ? `leaf:${item.leafId}` : `frame:${item.frameId}`;
  for (const solid of [...scene.members, ...scene.panes])
    put(ownerOf(solid), solid.frameId, solid.kind, solidMesh(solid), sidesOf(solid, materialOf), () =>
      explosionOffset(solid, scene),
    );
  const metal = materialOf("hardware", () => material(HARDWARE));
  for (const piece of scene.hardware)
    put(ownerOf(piece), piece.frameId, "hardware", hardwareMesh(piece), [metal, metal], () =>
      hardwareOffset(piece, scene),
    );
  const geometries: THREE.BufferGeometry[] = [];
  const explodes: ((amount: number) => void)[] = [];
  const meshes: THREE.Mesh[] = [];
  for (const { owner, frameId, casts, pieces } of batches.values()) {
    const { geometry, materials: mats, explode } = batchGeometry(pieces);
    geometries.push(geometry);
    explodes.push(explode);
    const m = new THREE.Mesh(geometry, mats.length === 1 ? mats[0] : mats);
    m.name = owner;
    m.userData.frameId = frameId;
    meshes.push(m);
    m.castShadow = casts;
    m.receiveShadow = true;
    groupOf(owner).add(m);
  }

  // the simple twins of the physical materials, made when simple shading is first asked for
  const twins = new Map<THREE.Material, THREE.Material>();
  const twinOf = (m: THREE.Material) => {
    let t = twins.get(m);
    if (!t) {
      t = simpleTwin(m as THREE.MeshStandardMaterial);
      twins.set(m, t);
    }
    return t;
  };
  const physical = new Map(meshes.map((m) => [m, m.material]));
  let shading: Shading = "physical";
  const setShading = (next: Shading) => {
    if (next === shading) return;
    shading = next;
    for (const [mesh, mats] of physical) {
      mesh.material =
        next === "physical" ? mats : Array.isArray(mats) ? mats.map(twinOf) : twinOf(mats as THREE.Material);
      for (const m of Array.isArray(mesh.material) ? mesh.material : [mesh.material]) m.needsUpdate = true;
    }
  };

  let exploded = 0;
  const pose = (t: number, explode: number) => {
    for (const leaf of scene.leaves) {
      const group = groups.get(`leaf:${leaf.id}`);
      if (!group) continue;
      // a pose in the scene's axes, as the leaf's group is
      group.matrix.fromArray(leafPose(leaf.motion, t) as number[]);
      group.matrixWorldNeedsUpdate = true;
    }
    if (explode !== exploded) {
      exploded = explode;
      for (const e of explodes) e(explode);
    }
  };
  for (const g of groups.values()) g.matrix.identity();
  pose(0, 0);
  root.updateMatrixWorld(true);
  const box = new THREE.Box3().setFromObject(root);
  // the picked frame's outline: a box round the frame (its size × its depth, a little larger),
  // drawn over everything; made when a frame is first picked
  let outline: THREE.Box3Helper | null = null;
  const showPicked = (frameId: string | null) => {
    const f = frameId === null ? undefined : scene.frames.find((x) => x.id === frameId);
    if (!f) {
      if (outline) outline.visible = false;
      return;
    }
    if (!outline) {
      outline = new THREE.Box3Helper(new THREE.Box3(), PICKED_COLOUR);
      const line = outline.material as THREE.LineBasicMaterial;
      line.depthTest = false;
      line.transparent = true;
      outline.renderOrder = 1;
      model.add(outline);
    }
    const m = PICKED_MARGIN;
    outline.box.min.set(f.x - m, f.y - m, -m);
    outline.box.max.set(f.x + f.width + m, f.y + f.height + m, f.depth + m);
    outline.visible = true;
    outline.updateMatrixWorld(true);
  };
  return {
    root,
    setShading,
    pose,
    size: box.getSize(new THREE.Vector3()),
    get materials() {
      return [...materials.values(), ...twins.values()];
    },
    frameAt: (ray) => {
      const hit = ray.intersectObjects(meshes, false)[0];
      return (hit?.object.userData.frameId as string | undefined) ?? null;
    },
    showPicked,
    dispose: () => {
      for (const g of geometries) g.dispose();
      for (const m of materials.values()) m.dispose();
      for (const m of twins.values()) m.dispose();
      if (outline) {
        outline.geometry.dispose();
        (outline.material as THREE.Material).dispose();
      }
    },
  };
}
