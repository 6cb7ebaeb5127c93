// Core's scene (docs/scene.md) as three.js objects: one mesh per solid and per piece of hardware
// (core's mesh.ts: the members' swept sections, the same triangles as the GLB), grouped under its
// leaf, in metres with y up and the outside facing +z (as the GLB). Nothing here decides
// geometry: sections, outlines, depths, hardware and motions are core's; this only maps them.
import { type Finish, FROSTED, finishOf, GLASS, HARDWARE, PANEL } from "@fenestra/core/scene/finishes";
import { hardwareMesh, type Mesh, solidMesh } from "@fenestra/core/scene/mesh";
import { leafPose } from "@fenestra/core/scene/pose";
import type { Scene, SceneHardware, SceneMember, ScenePane, Vec3 } from "@fenestra/core/scene/scene";
import * as THREE from "three";
import { explosionOffset, hardwareOffset } from "./view-settings.ts";

export type ThreeWindow = {
  root: THREE.Group;
  /** Poses every leaf at `t` (0 closed … 1 open) and moves solids apart by `explode` (0 … 1). */
  pose: (t: number, explode: number) => void;
  /** Frees the geometries and materials. */
  dispose: () => void;
  /** Size in metres (width, height, depth). */
  size: THREE.Vector3;
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
    depthWrite: opacity >= 1,
  });
}

export function buildThreeWindow(scene: Scene): ThreeWindow {
  const world = toWorld(scene);
  const inverse = world.clone().invert();
  const root = new THREE.Group();
  const materials = new Map<string, THREE.MeshStandardMaterial>();
  const materialOf = (key: string, make: () => THREE.MeshStandardMaterial) => {
    const m = materials.get(key) ?? make();
    materials.set(key, m);
    return m;
  };
  const geometries: THREE.BufferGeometry[] = [];
  const groups = new Map<string, THREE.Group>();
  const groupOf = (key: string) => {
    let g = groups.get(key);
    if (!g) {
      g = new THREE.Group();
      g.name = key;
      g.matrixAutoUpdate = false;
      groups.set(key, g);
      root.add(g);
    }
    return g;
  };
  const apart: { mesh: THREE.Mesh; offset: THREE.Vector3 }[] = [];
  /** A core mesh as a three.js one under its leaf (or frame), moved apart by `offset` when exploded. */
  const place = (
    mesh: Mesh,
    mats: THREE.Material[],
    item: { id: string; leafId: string | null; frameId: string },
    offset: Vec3,
  ) => {
    const geometry = new THREE.BufferGeometry();
    geometry.setAttribute("position", new THREE.BufferAttribute(mesh.positions, 3));
    geometry.setAttribute("normal", new THREE.BufferAttribute(mesh.normals, 3));
    const indices = new Uint32Array(mesh.outside.length + mesh.inside.length);
    indices.set(mesh.outside);
    indices.set(mesh.inside, mesh.outside.length);
    geometry.setIndex(new THREE.BufferAttribute(indices, 1));
    geometry.addGroup(0, mesh.outside.length, 0);
    geometry.addGroup(mesh.outside.length, mesh.inside.length, mats.length - 1);
    geometry.applyMatrix4(world);
    geometries.push(geometry);
    const m = new THREE.Mesh(geometry, mats.length === 1 ? mats[0] : mats);
    m.name = item.id;
    groupOf(item.leafId ? `leaf:${item.leafId}` : `frame:${item.frameId}`).add(m);
    // the explosion view's move, scene mm to world metres (y and z turned round, as `world`)
    const [ox, oy, oz] = offset;
    apart.push({ mesh: m, offset: new THREE.Vector3(ox * S, -oy * S, -oz * S) });
    return m;
  };
  const add = (solid: SceneMember | ScenePane) => {
    const mesh = solidMesh(solid);
    if (mesh.positions.length === 0) return;
    const mats =
      solid.kind === "member"
        ? [
            materialOf(`c:${solid.colours.a}`, () => material(finishOf(solid.colours.a))),
            materialOf(`c:${solid.colours.b}`, () => material(finishOf(solid.colours.b))),
          ]
        : solid.fill === "glass"
          ? [
              materialOf(solid.frosted ? "frosted" : "glass", () =>
                material(solid.frosted ? FROSTED : GLASS, { opacity: solid.frosted ? 0.85 : 0.3 }),
              ),
            ]
          : [materialOf("panel", () => material(PANEL))];
    const m = place(mesh, mats, solid, explosionOffset(solid, scene));
    m.castShadow = solid.kind === "member";
    m.receiveShadow = true;
  };
  const addHardware = (piece: SceneHardware) => {
    const mats = [materialOf("hardware", () => material(HARDWARE))];
    const m = place(hardwareMesh(piece), mats, piece, hardwareOffset(piece, scene));
    m.castShadow = true;
  };
  for (const solid of scene.members) add(solid);
  for (const solid of scene.panes) add(solid);
  for (const piece of scene.hardware) addHardware(piece);

  const leafMatrix = new THREE.Matrix4();
  const pose = (t: number, explode: number) => {
    for (const leaf of scene.leaves) {
      const group = groups.get(`leaf:${leaf.id}`);
      if (!group) continue;
      // a pose in world axes: world · pose · world⁻¹
      leafMatrix.fromArray(leafPose(leaf.motion, t) as number[]);
      group.matrix.copy(world).multiply(leafMatrix).multiply(inverse);
      group.matrixWorldNeedsUpdate = true;
    }
    for (const { mesh, offset } of apart) mesh.position.copy(offset).multiplyScalar(explode);
  };
  for (const g of groups.values()) g.matrix.identity();
  pose(0, 0);
  const box = new THREE.Box3().setFromObject(root);
  return {
    root,
    pose,
    size: box.getSize(new THREE.Vector3()),
    dispose: () => {
      for (const g of geometries) g.dispose();
      for (const m of materials.values()) m.dispose();
    },
  };
}
