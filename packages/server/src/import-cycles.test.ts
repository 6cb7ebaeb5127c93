import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The server's import graph has no cycle: not between two files (type-only imports count too),
// and not between two feature modules (src/modules/<name>), whose files may import each other
// only one way. Test files are leaves and are left out; fixtures are not.

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Relative specifiers of imports and re-exports: `import … from`, `export … from`, `import "…"`, `import("…")`. */
const SPECIFIER =
  /(?:(?:^|[\n;])\s*(?:import|export)\s+(?:[^"';]*?\s+from\s+)?|\bimport\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    const deps = [...text.matchAll(SPECIFIER)].map((m) => relative(SRC, resolve(dirname(file), m[1] ?? "")));
    graph.set(relative(SRC, file), deps);
  }
  return graph;
}

/** One cycle of the graph as a path that returns to its start, or null when there is none. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next) || next === node) continue;
      if (state.get(next) === "open") return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

/** The feature module a file belongs to ("modules/orders"), or null outside src/modules. */
const moduleOf = (file: string) => {
  const [top, name] = file.split("/");
  return top === "modules" && name && !name.endsWith(".ts") ? `${top}/${name}` : null;
};

describe("server import graph", () => {
  const files = importGraph();

  it("reads the imports of every source file", () => {
    // Guards the regex: the app imports every route module, the server the app.
    expect(files.get("app.ts")).toContain("modules/orders/orders.routes.ts");
    expect(files.get("server.ts")).toContain("app.ts");
  });

  it("has no cycle between files", () => {
    expect(findCycle(files)?.join(" → ") ?? "none").toBe("none");
  });

  it("has no cycle between feature modules", () => {
    const modules = new Map<string, string[]>();
    for (const [file, deps] of files) {
      const from = moduleOf(file);
      if (!from) continue;
      const targets = deps.map(moduleOf).filter((to): to is string => to !== null && to !== from);
      modules.set(from, [...new Set([...(modules.get(from) ?? []), ...targets])]);
    }
    expect(modules.size).toBeGreaterThan(10);
    expect(findCycle(modules)?.join(" → ") ?? "none").toBe("none");
  });

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
});
