// The scene as a glTF 2.0 binary (.glb) (docs/scene.md), written with glTF-Transform: metres, y up,
// the window standing on y = 0 with its outside facing +z and centred on x. One node a frame
// (`frame:<id>`, what does not move) and one a leaf (`leaf:<id>`, its members, panes and hardware), each
// with one mesh of a primitive per material; an animation "open" moves every leaf from closed to
// open as the 3D view does (pose.ts). The 3D view draws the scene itself, solid by solid.
import { Document, MathUtils, type mat4, type vec3, type vec4, WebIO } from "@gltf-transform/core";
import { exportAxes, exportVertex } from "./export-axes.ts";
import { HARDWARE_LOOK, type SurfaceLook, solidLooks } from "./finishes.ts";
import { hardwareMesh, solidMesh } from "./mesh.ts";
import { leafPose, multiply } from "./pose.ts";
import type { Scene } from "./scene.ts";

/** Keyframes of the "open" animation, and its length in seconds at normal speed. */
const OPEN_STEPS = 12;
export const OPEN_SECONDS = 2;

/** The .glb of a scene: a file any glTF 2.0 reader opens (three.js, Blender, model-viewer). */
export async function sceneToGlb(scene: Scene): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const root = doc.createScene("window");
  const { to, from } = exportAxes(scene);
  const materials = new Map<string, ReturnType<Document["createMaterial"]>>();
  const material = ({ name, finish, opacity }: SurfaceLook) => {
    const key = `${name}|${opacity}`;
    const existing = materials.get(key);
    if (existing) return existing;
    const made = doc
      .createMaterial(name)
      .setBaseColorFactor([...finish.rgb, opacity])
      .setMetallicFactor(finish.metallic)
      .setRoughnessFactor(finish.roughness);
    if (opacity < 1) made.setAlphaMode("BLEND").setDoubleSided(true);
    materials.set(key, made);
    return made;
  };

  // the triangles of one material under one node, gathered solid by solid
  type Batch = { positions: number[]; normals: number[]; indices: number[] };
  const batches = new Map<string, Map<ReturnType<typeof material>, Batch>>();
  const add = (
    owner: string,
    mat: ReturnType<typeof material>,
    mesh: ReturnType<typeof solidMesh>,
    faces: Uint32Array,
  ) => {
    const byMaterial = batches.get(owner) ?? new Map<ReturnType<typeof material>, Batch>();
    batches.set(owner, byMaterial);
    const batch = byMaterial.get(mat) ?? { positions: [], normals: [], indices: [] };
    byMaterial.set(mat, batch);
    // only the vertices these faces use, re-numbered from the batch's end
    const renumber = new Int32Array(mesh.positions.length / 3).fill(-1);
    for (const i of faces) {
      let j = renumber[i]!;
      if (j < 0) {
        j = batch.positions.length / 3;
        renumber[i] = j;
        const v = exportVertex(to, mesh.positions, mesh.normals, i);
        batch.positions.push(...v.position);
        batch.normals.push(...v.normal);
      }
      batch.indices.push(j);
    }
  };
  for (const solid of [...scene.members, ...scene.panes]) {
    const mesh = solidMesh(solid);
    if (mesh.positions.length === 0) continue;
    const owner = solid.leafId ? `leaf:${solid.leafId}` : `frame:${solid.frameId}`;
    const looks = solidLooks(solid);
    add(owner, material(looks.outside), mesh, mesh.outside);
    add(owner, material(looks.inside), mesh, mesh.inside);
  }
  for (const piece of scene.hardware) {
    const mesh = hardwareMesh(piece);
    const mat = material(HARDWARE_LOOK);
    const owner = piece.leafId ? `leaf:${piece.leafId}` : `frame:${piece.frameId}`;
    add(owner, mat, mesh, mesh.outside);
    add(owner, mat, mesh, mesh.inside);
  }
  const meshOf = (owner: string) => {
    const byMaterial = batches.get(owner);
    if (!byMaterial) return null;
    const out = doc.createMesh(owner);
    for (const [mat, batch] of byMaterial) {
      const accessor = (type: "VEC3" | "SCALAR", array: Float32Array | Uint16Array | Uint32Array) =>
        doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
      const count = batch.positions.length / 3;
      out.addPrimitive(
        doc
          .createPrimitive()
          .setAttribute("POSITION", accessor("VEC3", new Float32Array(batch.positions)))
          .setAttribute("NORMAL", accessor("VEC3", new Float32Array(batch.normals)))
          .setIndices(
            accessor(
              "SCALAR",
              count < 65536 ? new Uint16Array(batch.indices) : new Uint32Array(batch.indices),
            ),
          )
          .setMaterial(mat),
      );
    }
    return out;
  };

  const frameNodes = new Map(scene.frames.map((f) => [f.id, doc.createNode(`frame:${f.id}`)]));
  for (const [id, node] of frameNodes) {
    root.addChild(node);
    const mesh = meshOf(`frame:${id}`);
    if (mesh) node.setMesh(mesh);
  }
  const leafNodes = new Map(
    scene.leaves.map((l) => {
      const node = doc.createNode(`leaf:${l.id}`);
      const mesh = meshOf(`leaf:${l.id}`);
      if (mesh) node.setMesh(mesh);
      frameNodes.get(l.frameId)?.addChild(node);
      return [l.id, node] as const;
    }),
  );

  // "open": every leaf from closed to open; a pose in glTF axes is to · pose · from
  const moving = scene.leaves.filter((l) => l.motion.kind !== "fixed");
  if (moving.length > 0) {
    const animation = doc.createAnimation("open");
    const times = new Float32Array(
      Array.from({ length: OPEN_STEPS + 1 }, (_, i) => (OPEN_SECONDS * i) / OPEN_STEPS),
    );
    const input = doc.createAccessor().setType("SCALAR").setArray(times).setBuffer(buffer);
    for (const leaf of moving) {
      const node = leafNodes.get(leaf.id);
      if (!node) continue;
      const rotations: number[] = [];
      const translations: number[] = [];
      for (let i = 0; i <= OPEN_STEPS; i++) {
        const m = multiply(to, multiply(leafPose(leaf.motion, i / OPEN_STEPS), from));
        const t: vec3 = [0, 0, 0];
        const r: vec4 = [0, 0, 0, 1];
        MathUtils.decompose(m as mat4, t, r, [1, 1, 1]);
        rotations.push(...r);
        translations.push(...t);
      }
      for (const [path, values, type] of [
        ["rotation", rotations, "VEC4"],
        ["translation", translations, "VEC3"],
      ] as const) {
        const output = doc
          .createAccessor()
          .setType(type)
          .setArray(new Float32Array(values))
          .setBuffer(buffer);
        const sampler = doc
          .createAnimationSampler()
          .setInput(input)
          .setOutput(output)
          .setInterpolation("LINEAR");
        animation
          .addSampler(sampler)
          .addChannel(
            doc.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler),
          );
      }
    }
  }
  return new WebIO().writeBinary(doc);
}
