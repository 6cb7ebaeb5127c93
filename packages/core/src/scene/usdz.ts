// The scene as a USDZ (docs/scene.md), the file iOS's AR Quick Look opens: a USDA text stage in
// the GLB's axes (export-axes.ts: metres, y up, standing on y = 0, outside toward +z), packed
// uncompressed with every file's data on a 64-byte boundary (the USDZ rule). One Xform a frame
// (`frame_…`) holding its fixed solids and one Xform a leaf (`leaf_…`); one Mesh a member or pane
// (the same triangles as the GLB: mesh.ts), its room-side faces a GeomSubset where they look
// different; UsdPreviewSurface materials with the members' colours and the glass's opacity and IOR.
// Each prim keeps the scene's own id in its customData (`id`). The window is shown closed.
import { zipSync } from "fflate";
import { exportAxes, exportVertex } from "./export-axes.ts";
import { HARDWARE_LOOK, type SurfaceLook, solidLooks } from "./finishes.ts";
import { hardwareMesh, type Mesh, solidMesh } from "./mesh.ts";
import type { Scene } from "./scene.ts";

/** The stage's own file name inside the package. */
export const USDA_NAME = "window.usda";

/** Index of refraction of window glass (soda-lime). */
const GLASS_IOR = 1.5;

/** A number as USDA writes it: finite, at most 6 decimals (a micrometre in metres), no "-0". */
const num = (n: number): string => {
  const r = Number(n.toFixed(6));
  return Object.is(r, -0) ? "0" : String(r);
};
const tuple = (v: readonly number[]) => `(${v.map(num).join(", ")})`;
const quoted = (s: string) => JSON.stringify(s);

/** A prim name USD accepts (letters, digits, underscore; not starting with a digit), unique in `taken`. */
function primName(prefix: string, id: string, taken: Set<string>): string {
  const base = `${prefix}_${id.replace(/[^A-Za-z0-9_]/g, "_")}`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

/** A block of lines indented one step deeper than `pad`. */
const indent = (lines: readonly string[], pad: string) => lines.map((l) => (l ? `${pad}${l}` : l));

type Material = { path: string; lines: string[] };

function materialPrim(name: string, path: string, look: SurfaceLook): string[] {
  const { finish, opacity } = look;
  return [
    `def Material "${name}" (`,
    `    customData = { string name = ${quoted(look.name)} }`,
    ")",
    "{",
    `    token outputs:surface.connect = <${path}/Surface.outputs:surface>`,
    "",
    '    def Shader "Surface"',
    "    {",
    '        uniform token info:id = "UsdPreviewSurface"',
    `        color3f inputs:diffuseColor = ${tuple(finish.rgb)}`,
    `        float inputs:metallic = ${num(finish.metallic)}`,
    `        float inputs:roughness = ${num(finish.roughness)}`,
    ...(opacity < 1
      ? [`        float inputs:opacity = ${num(opacity)}`, `        float inputs:ior = ${num(GLASS_IOR)}`]
      : []),
    "        token outputs:surface",
    "    }",
    "}",
  ];
}

/**
 * One solid's or hardware piece's Mesh prim (`id` kept in its customData): its triangles (outside
 * faces first), normals per vertex, its material(s) by `looks`.
 */
function meshPrim(
  name: string,
  id: string,
  mesh: Mesh,
  looks: { outside: SurfaceLook; inside: SurfaceLook },
  to: ReturnType<typeof exportAxes>["to"],
  materialOf: (look: SurfaceLook) => Material,
): string[] {
  const count = mesh.positions.length / 3;
  const points: string[] = [];
  const normals: string[] = [];
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    const v = exportVertex(to, mesh.positions, mesh.normals, i);
    points.push(tuple(v.position));
    normals.push(tuple(v.normal));
    for (let k = 0; k < 3; k++) {
      lo[k] = Math.min(lo[k]!, v.position[k]!);
      hi[k] = Math.max(hi[k]!, v.position[k]!);
    }
  }
  const faces = [...mesh.outside, ...mesh.inside];
  const outsideFaces = mesh.outside.length / 3;
  const insideFaces = mesh.inside.length / 3;
  const outside = materialOf(looks.outside);
  const inside = materialOf(looks.inside);
  const translucent = looks.outside.opacity < 1;
  const subset = (subsetName: string, from: number, n: number, material: Material) => [
    "",
    `    def GeomSubset "${subsetName}" (`,
    '        prepend apiSchemas = ["MaterialBindingAPI"]',
    "    )",
    "    {",
    '        uniform token elementType = "face"',
    '        uniform token familyName = "materialBind"',
    `        int[] indices = [${Array.from({ length: n }, (_, i) => from + i).join(", ")}]`,
    `        rel material:binding = <${material.path}>`,
    "    }",
  ];
  return [
    `def Mesh "${name}" (`,
    '    prepend apiSchemas = ["MaterialBindingAPI"]',
    `    customData = { string id = ${quoted(id)} }`,
    ")",
    "{",
    `    uniform bool doubleSided = ${translucent ? 1 : 0}`,
    count > 0 ? `    float3[] extent = [${tuple(lo)}, ${tuple(hi)}]` : "    float3[] extent = []",
    `    int[] faceVertexCounts = [${Array.from({ length: faces.length / 3 }, () => 3).join(", ")}]`,
    `    int[] faceVertexIndices = [${faces.join(", ")}]`,
    `    normal3f[] normals = [${normals.join(", ")}] (`,
    '        interpolation = "vertex"',
    "    )",
    `    point3f[] points = [${points.join(", ")}]`,
    '    uniform token subdivisionScheme = "none"',
    `    rel material:binding = <${outside.path}>`,
    ...(inside === outside || insideFaces === 0
      ? []
      : [
          '    uniform token subsetFamily:materialBind:familyType = "partition"',
          ...subset("outside", 0, outsideFaces, outside),
          ...subset("inside", outsideFaces, insideFaces, inside),
        ]),
    "}",
  ];
}

/**
 * The USDA text of a scene: every member and pane a Mesh (named by its id, kept in its
 * customData), under its leaf's Xform or its frame's.
 */
export function sceneToUsda(scene: Scene): string {
  const { to } = exportAxes(scene);
  const root = "/window";
  const materials = new Map<string, Material>();
  const materialOf = (look: SurfaceLook): Material => {
    const key = `${look.name}|${look.opacity}`;
    let made = materials.get(key);
    if (!made) {
      const name = `material_${materials.size}`;
      const path = `${root}/Materials/${name}`;
      made = { path, lines: materialPrim(name, path, look) };
      materials.set(key, made);
    }
    return made;
  };

  const taken = new Set<string>(["Materials"]);
  const solidsOf = new Map<string, string[]>();
  const place = (owner: string, lines: string[]) =>
    solidsOf.set(owner, [...(solidsOf.get(owner) ?? []), "", ...lines]);
  for (const solid of [...scene.members, ...scene.panes]) {
    const owner = solid.leafId ? `leaf:${solid.leafId}` : `frame:${solid.frameId}`;
    const name = primName(solid.kind, solid.id, taken);
    place(owner, meshPrim(name, solid.id, solidMesh(solid), solidLooks(solid), to, materialOf));
  }
  // handles, hinges, pulls and rollers move with their leaf; a track stays with its frame
  for (const piece of scene.hardware) {
    const name = primName("hardware", piece.id, taken);
    const looks = { outside: HARDWARE_LOOK, inside: HARDWARE_LOOK };
    const owner = piece.leafId ? `leaf:${piece.leafId}` : `frame:${piece.frameId}`;
    place(owner, meshPrim(name, piece.id, hardwareMesh(piece), looks, to, materialOf));
  }
  const xform = (name: string, id: string, children: string[]) => [
    `def Xform "${name}" (`,
    `    customData = { string id = ${quoted(id)} }`,
    ")",
    "{",
    ...indent(children[0] === "" ? children.slice(1) : children, "    "),
    "}",
  ];
  const frames = scene.frames.flatMap((frame) => {
    const leaves = scene.leaves
      .filter((l) => l.frameId === frame.id)
      .flatMap((l) => [
        "",
        ...xform(primName("leaf", l.id, taken), l.id, solidsOf.get(`leaf:${l.id}`) ?? []),
      ]);
    const own = solidsOf.get(`frame:${frame.id}`) ?? [];
    return ["", ...xform(primName("frame", frame.id, taken), frame.id, [...own, ...leaves])];
  });
  const materialLines = [...materials.values()].flatMap((m) => ["", ...m.lines]);
  return [
    "#usda 1.0",
    "(",
    '    defaultPrim = "window"',
    "    metersPerUnit = 1",
    '    upAxis = "Y"',
    ")",
    "",
    'def Xform "window" (',
    '    kind = "component"',
    ")",
    "{",
    '    def Scope "Materials"',
    "    {",
    ...indent(materialLines.slice(1), "        "),
    "    }",
    ...indent(frames, "    "),
    "}",
    "",
  ].join("\n");
}

/** The USDZ rule: every file's data starts at a multiple of this many bytes from the archive's start. */
export const USDZ_ALIGNMENT = 64;

/** Extra-field id of the padding (the one Pixar's usdzip writes). */
const PADDING_FIELD = 0x1986;
/** The fixed part of a zip local file header. */
const LOCAL_HEADER = 30;

/**
 * A USDZ package of `files` in order (the first is the stage USD opens): a zip archive, stored
 * (no compression), each file's data aligned to 64 bytes by padding its header's extra field.
 */
export function packUsdz(files: readonly { name: string; data: Uint8Array }[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0; mtime: Date; extra: Record<number, Uint8Array> }]> =
    {};
  // a fixed date (local fields, as the zip stores them): the same scene packs to the same bytes
  const mtime = new Date(2000, 0, 1, 12);
  let offset = 0;
  for (const { name, data } of files) {
    const nameLength = new TextEncoder().encode(name).length;
    // the padding field's own 4-byte header, then as many bytes as reach the next boundary
    const start = offset + LOCAL_HEADER + nameLength + 4;
    const pad = (USDZ_ALIGNMENT - (start % USDZ_ALIGNMENT)) % USDZ_ALIGNMENT;
    entries[name] = [data, { level: 0, mtime, extra: { [PADDING_FIELD]: new Uint8Array(pad) } }];
    offset = start + pad + data.length;
  }
  return zipSync(entries);
}

/** The .usdz of a scene: its USDA stage, alone in the package. */
export function sceneToUsdz(scene: Scene): Uint8Array {
  return packUsdz([{ name: USDA_NAME, data: new TextEncoder().encode(sceneToUsda(scene)) }]);
}
