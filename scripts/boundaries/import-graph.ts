import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// A package's import graph read from its source text: file -> the files it imports (relative
// specifiers only; another package is imported by name and is no edge here). Test files are
// leaves and are left out; fixtures and helpers are not.

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** Relative specifiers of imports and re-exports: `import … from`, `export … from`, `import "…"`, `import("…")`. */
const SPECIFIER =
  /(?:(?:^|[\n;])\s*(?:import|export)\s+(?:[^"';]*?\s+from\s+)?|\bimport\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** The import graph of the files under `root`, keyed by their path relative to it. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, "utf8");
    const deps = [...text.matchAll(SPECIFIER)].map((m) => relative(root, resolve(dirname(file), m[1] ?? "")));
    graph.set(relative(root, file), deps);
  }
  return graph;
}

/** One cycle of the graph as a path that returns to its start, or null when there is none. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
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

/**
 * The graph between the groups of a folder (`modules/<name>`, `features/<name>`): an edge when a
 * file of one group imports a file of another. Files outside the folder belong to no group.
 */
export function groupGraph(files: Map<string, string[]>, folder: string): Map<string, string[]> {
  const groupOf = (file: string) => {
    const [top, name] = file.split("/");
    return top === folder && name && !SOURCE.test(name) ? `${top}/${name}` : null;
  };
  const groups = new Map<string, string[]>();
  for (const [file, deps] of files) {
    const from = groupOf(file);
    if (!from) continue;
    const targets = deps.map(groupOf).filter((to): to is string => to !== null && to !== from);
    groups.set(from, [...new Set([...(groups.get(from) ?? []), ...targets])]);
  }
  return groups;
}

/** Static imports and re-exports (not `import type`, not `import("…")`): what loads with a file. */
const STATIC_SPECIFIER =
  /(?:^|[\n;])\s*(?:import(?!\s+type\s)|export(?!\s+type\s))\s+(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/g;

/**
 * What each file under `root` loads with it, before any dynamic import: the files it imports
 * statically (relative to `root`) and the packages (bare specifiers, e.g. "three/examples/…").
 */
export function staticImports(root: string): Map<string, { files: string[]; packages: string[] }> {
  const graph = new Map<string, { files: string[]; packages: string[] }>();
  for (const file of sourceFiles(root)) {
    const specifiers = [...readFileSync(file, "utf8").matchAll(STATIC_SPECIFIER)].map((m) => m[1] ?? "");
    graph.set(relative(root, file), {
      files: specifiers
        .filter((s) => s.startsWith("."))
        .map((s) => relative(root, resolve(dirname(file), s))),
      packages: specifiers.filter((s) => !s.startsWith(".")),
    });
  }
  return graph;
}

/** Every file `starts` load with them through static imports, themselves included. */
export function staticallyLoaded(
  graph: Map<string, { files: string[]; packages: string[] }>,
  starts: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !graph.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file)?.files ?? []) visit(next);
  };
  for (const s of starts) visit(s);
  return seen;
}
