// A profile's DXF section uploaded through PUT /api/series/:id/profiles/:code/dxf becomes the
// profile's `sectionDxf`, what the 3D scene sweeps (docs/series.md "Section drawings (DXF)").
import { routes } from "@fenestra/api";
import type { Series } from "@fenestra/core";
import { seriesGeometry } from "@fenestra/core/series/index";
import { profileSection } from "@fenestra/core/series/section/profile-section";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, signInDemo } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

const t = testAppForFile();
let token: string;
let id: number;
beforeAll(async () => {
  token = (await signInDemo(t.app)).userinfo.api_token;
  const { body } = await callRoute(t.app, routes.series.catalogue, { token });
  id = body.data.series.find((s) => s.isDefault)!.id;
});

type Loop = readonly (readonly [number, number])[];
/** A DXF drawing of closed LWPOLYLINE loops (`closed: false` leaves the first one open). */
function dxfOf(loops: readonly Loop[], closed = true): string {
  const lines = ["0", "SECTION", "2", "ENTITIES"];
  loops.forEach((loop, i) => {
    lines.push("0", "LWPOLYLINE", "8", "0", "90", String(loop.length), "70", closed || i > 0 ? "1" : "0");
    for (const [x, y] of loop) lines.push("10", String(x), "20", String(y));
  });
  lines.push("0", "ENDSEC", "0", "EOF");
  return `${lines.join("\n")}\n`;
}
const box = (x0: number, y0: number, x1: number, y1: number): Loop => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
/** A frame of three chambers, drawn at 10× in its own units (the profile's size sets it). */
const threeChambers = dxfOf([
  box(0, 0, 600, 700),
  box(50, 50, 550, 200),
  box(50, 250, 550, 450),
  box(50, 500, 550, 650),
]);

async function put(content: string, { code = "F001", lang = "en-US", fileName = "f001-ours.dxf" } = {}) {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/series/${id}/profiles/${code}/dxf?fileName=${fileName}`,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", targetlanguage: lang },
    payload: JSON.stringify(content),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; key?: string; message?: string; errors?: unknown },
  };
}
async function stored() {
  const { body } = await callRoute(t.app, routes.series.get, { params: { id }, token });
  return body.data as { model: Series; version: number };
}
const profile = (model: Series, code = "F001") => model.profiles.find((p) => p.code === code)!;

describe("a profile's uploaded DXF section", () => {
  it("becomes the profile's section, what the 3D scene sweeps, and comes back as a file", async () => {
    const before = await stored();
    expect(profile(before.model).sectionDxf).not.toBe(threeChambers);
    const res = await put(threeChambers);
    expect(res.body.code, res.body.key).toBe(0);

    const after = await stored();
    expect(after.version).toBe(before.version + 1);
    const f001 = profile(after.model);
    expect(f001).toMatchObject({ sectionDxf: threeChambers, dxf: "f001-ours.dxf" });
    // What the web's 3D view and the CLI's scene read: the series geometry's section by code.
    const geometry = seriesGeometry(after.model);
    expect(geometry.sectionDxf?.F001).toBe(threeChambers);
    const section = profileSection({ ...f001, sectionDxf: geometry.sectionDxf?.F001 });
    expect(section.holes).toHaveLength(3);
    expect([section.width, section.depth]).toEqual([f001.faceWidth, f001.depth]);
    // The other profiles keep their own sections.
    for (const other of after.model.profiles.filter((p) => p.code !== "F001")) {
      expect(other).toEqual(before.model.profiles.find((p) => p.code === other.code));
    }

    const back = await callRoute(t.app, routes.series.dxf, { params: { id, code: "F001" }, token });
    expect(back.body.data).toEqual({ fileName: "f001-ours.dxf", content: threeChambers });
  });

  it("uploaded again, the same file changes nothing", async () => {
    expect((await put(threeChambers)).body.code).toBe(0);
    const before = await stored();
    const again = await put(threeChambers);
    expect(again.body.code).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it("refuses a drawing without an outline, or one that does not close, in the caller's language, and changes nothing", async () => {
    const before = await stored();
    const cases = [
      {
        dxf: "0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n",
        lang: "zh-CN",
        message: "截面不是含轮廓线的 DXF 图（LWPOLYLINE、POLYLINE、LINE、ARC 或 CIRCLE）",
      },
      { dxf: "not a drawing at all", lang: "en-US", message: /^The section is not a DXF drawing/ },
      {
        dxf: dxfOf([box(0, 0, 600, 700)], false),
        lang: "ru-RU",
        message: "Контур сечения не замкнут: соедините все линии и дуги конец в конец",
      },
    ];
    for (const c of cases) {
      const res = await put(c.dxf, { lang: c.lang });
      expect(res.status).toBe(400);
      expect(res.body.code).not.toBe(0);
      expect(res.body.message).toMatch(c.message);
      expect(res.body.errors).toEqual([{ field: "file", message: res.body.message }]);
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over 3 MB at the field, and a profile the series does not have", async () => {
    const big = await put(`${threeChambers}${" ".repeat(3 * 1024 * 1024)}`);
    expect(big.body.message).toBe("The file is larger than 3M");
    // Far past the limit the body is not even read, and the message is the same.
    const huge = await put(`${threeChambers}${" ".repeat(8 * 1024 * 1024)}`);
    expect(huge.status).toBeLessThan(500);
    expect(huge.body.message).toBe("The file is larger than 3M");
    expect((await put(threeChambers, { code: "NOPE" })).body.key).toBe("missing.profile");
    const none = await callRoute(t.app, routes.series.dxf, { params: { id, code: "NOPE" }, token });
    expect(none.body.key).toBe("missing.profile");
  });
});
