import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { layout } from "../design/layout/layout.ts";
import { editorWithFrame, editorWithTwoLights } from "../editor/test-editor.ts";
import { DEMO_SERIES } from "../series/demo/index.ts";
import { seriesGeometry } from "../series/geometry.ts";
import type { Series } from "../series/schema.ts";
import { solidMesh } from "./mesh.ts";
import { buildScene, type Scene } from "./scene.ts";
import { packUsdz, sceneToUsda, sceneToUsdz, USDA_NAME, USDZ_ALIGNMENT } from "./usdz.ts";

/** A 1500 × 1400 two-light casement (both lights opening), its panes glass. */
function casementScene(): Scene {
  const e = editorWithTwoLights({ width: 1500, height: 1400, at: 750 }, [
    { openType: "casement", hingeSide: "left" },
    { openType: "casement", hingeSide: "right" },
  ]);
  return buildScene(e.design, layout(e.design, e.env.geometry), e.env.geometry);
}

/** A TB60 window (the demo series: frame colours outside and inside that differ). */
function tb60Scene(): Scene {
  const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
  const g = seriesGeometry(tb60);
  const e = editorWithTwoLights({ width: 1200, height: 1500, at: 600 }, [
    null,
    { openType: "casement", hingeSide: "right" },
  ]);
  e.design.frames[0]!.seriesId = tb60.id;
  return buildScene(e.design, layout(e.design, g), g);
}

/** A TB60 folding door of 3 leaves: fold hardware on the leaves, its tracks on the frame. */
function tb60FoldScene(): Scene {
  const tb60 = DEMO_SERIES["alu-tb60-casement"] as Series;
  const g = seriesGeometry(tb60);
  const e = editorWithFrame(g, { seriesId: tb60.id, width: 2400, height: 2100 });
  e.run("setFold", { regionId: e.design.frames[0]!.root.id, leaves: 3, foldType: "stackLeft" });
  return buildScene(e.design, layout(e.design, g), g);
}

type Entry = { name: string; method: number; dataOffset: number; size: number; stored: number };

/** The archive's entries as its local headers and central directory have them (read by hand). */
function zipEntries(zip: Uint8Array): { local: Entry[]; central: string[] } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const text = (at: number, n: number) => new TextDecoder().decode(zip.subarray(at, at + n));
  const local: Entry[] = [];
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true);
    const stored = view.getUint32(at + 18, true);
    const size = view.getUint32(at + 22, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const dataOffset = at + 30 + nameLength + extraLength;
    local.push({ name: text(at + 30, nameLength), method, dataOffset, size, stored });
    at = dataOffset + stored;
  }
  const central: string[] = [];
  while (view.getUint32(at, true) === 0x02014b50) {
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    central.push(text(at + 46, nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  expect(view.getUint32(at, true)).toBe(0x06054b50);
  return { local, central };
}

describe("the USDZ of a scene", () => {
  it("is a zip whose first file is the .usda, stored uncompressed, its data 64-byte aligned", () => {
    const scene = casementScene();
    const usdz = sceneToUsdz(scene);
    expect([...usdz.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const { local, central } = zipEntries(usdz);
    expect(local.map((e) => e.name)).toEqual([USDA_NAME]);
    expect(central).toEqual([USDA_NAME]);
    const [entry] = local;
    expect(entry!.method).toBe(0);
    expect(entry!.stored).toBe(entry!.size);
    expect(entry!.dataOffset % USDZ_ALIGNMENT).toBe(0);
    // what a zip reader reads back is the stage, byte for byte
    const files = unzipSync(usdz);
    expect(new TextDecoder().decode(files[USDA_NAME])).toBe(sceneToUsda(scene));
  });

  it("aligns every file of a package, whatever the lengths of the names and files before it", () => {
    const bytes = (n: number) => new Uint8Array(n).fill(7);
    const files = [
      { name: "a.usda", data: bytes(5) },
      { name: "textures/longer-name.png", data: bytes(100) },
      { name: "b.png", data: bytes(63) },
      { name: "c.png", data: bytes(0) },
      { name: "d.png", data: bytes(1) },
    ];
    const { local } = zipEntries(packUsdz(files));
    expect(local.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const e of local) {
      expect(e.method).toBe(0);
      expect(e.dataOffset % USDZ_ALIGNMENT).toBe(0);
    }
    const back = unzipSync(packUsdz(files));
    for (const f of files) expect(back[f.name]).toEqual(f.data);
  });

  it("packs the same scene to the same bytes", () => {
    expect(sceneToUsdz(casementScene())).toEqual(sceneToUsdz(casementScene()));
  });
});

describe("the USDA stage", () => {
  it("is in metres with y up, its default prim the window", () => {
    const usda = sceneToUsda(casementScene());
    expect(usda.startsWith("#usda 1.0\n")).toBe(true);
    expect(usda).toContain("metersPerUnit = 1\n");
    expect(usda).toContain('upAxis = "Y"');
    expect(usda).toContain('defaultPrim = "window"');
    expect(usda).toContain('def Xform "window"');
  });

  it.each([
    ["a two-light casement", casementScene],
    ["a TB60 window", tb60Scene],
    ["a TB60 folding door", tb60FoldScene],
  ])(
    "%s: declares every member, pane and hardware piece, each with its triangles, under its leaf or frame",
    (_n, make) => {
      const scene = make();
      const usda = sceneToUsda(scene);
      // each Mesh: its name, the scene id it keeps, its triangles
      const meshes = usda
        .split('def Mesh "')
        .slice(1)
        .map((block) => ({
          name: block.slice(0, block.indexOf('"')),
          id: JSON.parse(/customData = \{ string id = ("[^"]*") \}/.exec(block)![1]!) as string,
          triangles: /int\[\] faceVertexCounts = \[([^\]]*)\]/.exec(block)![1]!.split(", ").filter(Boolean)
            .length,
        }));
      const solids = [...scene.members, ...scene.panes];
      expect(meshes.map((m) => m.id).sort()).toEqual([...solids, ...scene.hardware].map((s) => s.id).sort());
      expect(new Set(meshes.map((m) => m.name)).size).toBe(meshes.length);
      // as many triangles as mesh.ts makes of the solid
      for (const solid of solids) {
        const mesh = solidMesh(solid);
        expect(meshes.find((m) => m.id === solid.id)!.triangles).toBe(
          (mesh.outside.length + mesh.inside.length) / 3,
        );
      }
      // a leaf's solids and hardware sit inside its Xform (they move with it)
      for (const leaf of scene.leaves) {
        const at = usda.indexOf(`customData = { string id = "${leaf.id}" }`);
        const own = [...solids, ...scene.hardware].filter((s) => s.leafId === leaf.id);
        expect(own.length).toBeGreaterThan(0);
        for (const s of own) expect(usda.indexOf(`string id = "${s.id}"`)).toBeGreaterThan(at);
      }
      // what moves with no leaf (a folding door's tracks) sits inside its frame's Xform
      for (const frame of scene.frames) {
        const at = usda.indexOf(`customData = { string id = "${frame.id}" }`);
        for (const s of scene.hardware.filter((h) => h.leafId === null && h.frameId === frame.id))
          expect(usda.indexOf(`string id = "${s.id}"`)).toBeGreaterThan(at);
      }
      for (const leaf of scene.leaves) expect(usda).toContain(`customData = { string id = "${leaf.id}" }`);
      for (const frame of scene.frames) expect(usda).toContain(`customData = { string id = "${frame.id}" }`);
    },
  );

  it("writes only finite numbers, and the window stands on y = 0 as wide and high as its frame", () => {
    const scene = casementScene();
    const usda = sceneToUsda(scene);
    expect(usda).not.toMatch(/\b(nan|inf)\b/i);
    const points = [...usda.matchAll(/point3f\[\] points = \[([^\]]*)\]/g)].flatMap((m) =>
      [...m[1]!.matchAll(/\(([^)]*)\)/g)].map((p) => p[1]!.split(", ").map(Number)),
    );
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) {
      expect(p).toHaveLength(3);
      for (const n of p) expect(Number.isFinite(n)).toBe(true);
    }
    const axis = (k: number) => points.map((p) => p[k]!);
    const frame = scene.frames[0]!;
    expect(Math.min(...axis(1))).toBeCloseTo(0, 6);
    expect(Math.max(...axis(1))).toBeCloseTo(frame.height / 1000, 6);
    expect(Math.max(...axis(0)) - Math.min(...axis(0))).toBeCloseTo(frame.width / 1000, 6);
    expect(Math.min(...axis(0))).toBeCloseTo(-frame.width / 2000, 6);
    // normals are unit vectors
    const normals = [...usda.matchAll(/normal3f\[\] normals = \[([^\]]*)\]/g)].flatMap((m) =>
      [...m[1]!.matchAll(/\(([^)]*)\)/g)].map((p) => p[1]!.split(", ").map(Number)),
    );
    expect(normals).toHaveLength(points.length);
    for (const n of normals) expect(Math.hypot(...n)).toBeCloseTo(1, 5);
  });

  it("gives the members their colours and the glass its opacity and index of refraction", () => {
    const scene = tb60Scene();
    const usda = sceneToUsda(scene);
    const materials = [
      ...usda.matchAll(/def Material "[^"]+" \(\n\s*customData = \{ string name = ("[^"]*") \}/g),
    ].map((m) => JSON.parse(m[1]!) as string);
    const colours = new Set(scene.members.flatMap((m) => [m.colours.a, m.colours.b]));
    for (const c of colours) expect(materials).toContain(`colour ${c}`);
    expect(materials).toContain("glass");
    const glass = usda.slice(usda.indexOf('string name = "glass"'));
    const shader = glass.slice(0, glass.indexOf("token outputs:surface\n"));
    expect(shader).toContain('uniform token info:id = "UsdPreviewSurface"');
    expect(shader).toMatch(/float inputs:opacity = 0\.3\n/);
    expect(shader).toMatch(/float inputs:ior = 1\.5\n/);
    // a member whose two sides differ binds its room-side faces apart
    if (colours.size > 1) expect(usda).toContain('def GeomSubset "inside"');
  });
});
