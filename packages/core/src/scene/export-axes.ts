// The axes the scene's files are written in (docs/scene.md): glTF's and USD's shared convention for
// a model placed in a room — metres, y up, the window standing on y = 0 with its outside facing +z
// and centred on x. The GLB and the USDZ both read the scene's mesh data through these.
import type { Matrix4 } from "./pose.ts";
import type { Scene } from "./scene.ts";

/** Scene mm (y down, z into the room) to export metres (y up, outside toward +z), and back. */
export function exportAxes(scene: Scene): { to: Matrix4; from: Matrix4 } {
  const s = 1 / 1000;
  const cx = (scene.bounds.min[0] + scene.bounds.max[0]) / 2;
  const bottom = scene.bounds.max[1];
  // p' = S (p − c) with S = diag(s, −s, −s), c = (cx, bottom, 0): a half turn about x (it keeps
  // a triangle's winding) and a scale
  const to: Matrix4 = [s, 0, 0, 0, 0, -s, 0, 0, 0, 0, -s, 0, -s * cx, s * bottom, 0, 1];
  const from: Matrix4 = [1 / s, 0, 0, 0, 0, -1 / s, 0, 0, 0, 0, -1 / s, 0, cx, bottom, 0, 1];
  return { to, from };
}

/** Vertex `i` of a mesh's positions and normals in export axes (`to` from exportAxes). */
export function exportVertex(
  to: Matrix4,
  positions: Float32Array,
  normals: Float32Array,
  i: number,
): { position: [number, number, number]; normal: [number, number, number] } {
  const x = positions[i * 3]!;
  const y = positions[i * 3 + 1]!;
  const z = positions[i * 3 + 2]!;
  return {
    position: [x * to[0]! + to[12]!, y * to[5]! + to[13]!, z * to[10]! + to[14]!],
    normal: [normals[i * 3]!, -normals[i * 3 + 1]!, -normals[i * 3 + 2]!],
  };
}
