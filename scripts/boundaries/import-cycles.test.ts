import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycle, groupGraph, importGraph } from "./import-graph.ts";

// No package's import graph has a cycle: not between two files (type-only imports count too),
// and not between two feature folders — the server's modules (src/modules/<name>) and the web
// app's features (src/features/<name>), whose files may import each other only one way.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const src = (pkg: string) => join(ROOT, "packages", pkg, "src");
const cycle = (graph: Map<string, string[]>) => findCycle(graph)?.join(" → ") ?? "none";

describe.each(["core", "api", "server", "web", "cli"])("the %s package's import graph", (pkg) => {
  const files = importGraph(src(pkg));

  it("has no cycle between files", () => {
    expect(files.size).toBeGreaterThan(5);
    expect(cycle(files)).toBe("none");
  });
});

describe("feature folders", () => {
  it("reads the imports of every source file", () => {
    // Guards the regex: the app imports every route module, the server (listening first) its start
    // and the start the app, both loaded with import(); routes import pages.
    const server = importGraph(src("server"));
    expect(server.get("app.ts")).toContain("modules/orders/orders.routes.ts");
    expect(server.get("server.ts")).toContain("start/serve.ts");
    expect(server.get("start/serve.ts")).toContain("app.ts");
    expect(importGraph(src("web")).get("app/router/routes.tsx")).toContain(
      "features/orders/OrdersListPage.tsx",
    );
  });

  it("the server's modules form no cycle", () => {
    const modules = groupGraph(importGraph(src("server")), "modules");
    expect(modules.size).toBeGreaterThan(10);
    expect(cycle(modules)).toBe("none");
  });

  it("the web app's features form no cycle", () => {
    const features = groupGraph(importGraph(src("web")), "features");
    expect(features.size).toBeGreaterThan(10);
    expect(cycle(features)).toBe("none");
  });
});

describe("findCycle", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycle(graph)).toEqual(["a", "b", "c", "a"]);
    expect(
      findCycle(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toBeNull();
  });

  it("groups files by feature folder", () => {
    const files = new Map([
      ["features/a/A.tsx", ["features/b/B.ts", "shared/x.ts"]],
      ["features/b/B.ts", ["features/a/api.ts"]],
      ["shared/x.ts", []],
    ]);
    expect(cycle(groupGraph(files, "features"))).toBe("features/a → features/b → features/a");
  });
});
