import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticallyLoaded, staticImports } from "./import-graph.ts";

// three.js is a chunk of the 3D view's own, fetched only when a 3D view opens: nothing the app's
// entry, /home or /draw loads up front imports it (their JavaScript budgets, measured by
// bench:foundation, bench:designer and bench:threed, stay as they were).

const WEB = join(dirname(fileURLToPath(import.meta.url)), "../../packages/web/src");
const graph = staticImports(WEB);
const importsThree = (file: string) =>
  graph.get(file)?.packages.some((p) => p === "three" || p.startsWith("three/")) ?? false;

describe("three.js", () => {
  it("is imported by the 3D view (so the check below would see it)", () => {
    expect(importsThree("features/threed/view-renderer.ts")).toBe(true);
    expect(staticallyLoaded(graph, ["features/threed/ThreeView.tsx"])).toContain(
      "features/threed/view-renderer.ts",
    );
    // the drawing page reaches the 3D dialogs only through their lazy imports, fetched when opened
    const draw = staticallyLoaded(graph, ["features/designer/DesignerPage.tsx"]);
    expect(draw).toContain("features/threed/lazy-dialogs.ts");
    expect(draw).not.toContain("features/threed/ThreeDialog.tsx");
  });

  it.each([
    ["the app's entry", "main.tsx"],
    ["/home", "features/home/HomePage.tsx"],
    ["/draw", "features/designer/DesignerPage.tsx"],
  ])("is not loaded up front by %s", (_, start) => {
    const loaded = staticallyLoaded(graph, ["main.tsx", start]);
    expect(loaded.size).toBeGreaterThan(5);
    expect([...loaded].filter(importsThree)).toEqual([]);
  });

  it("nor is core's scene or the DXF writer by /draw (fetched when 3D, AR or a file is asked for)", () => {
    const loaded = staticallyLoaded(graph, ["main.tsx", "features/designer/DesignerPage.tsx"]);
    const heavy = (file: string) =>
      graph
        .get(file)
        ?.packages.filter((p) => /^@fenestra\/core\/(scene\/scene|design\/render\/dxf)$/.test(p)) ?? [];
    expect([...loaded].flatMap(heavy)).toEqual([]);
  });
});
