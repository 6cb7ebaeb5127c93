// Route preloads (docs/scene.md "First frame"): a page whose code is a chain of lazy chunks (the
// app shell loads the route's chunk, which loads its view's, which loads three.js) gets their
// files named in its HTML as <link rel="modulepreload">, so the browser fetches and compiles them
// beside the app shell instead of one after another. Read from the build's manifest
// (packages/web/dist/.vite/manifest.json); a build without one, or without the page's sources,
// serves the page as it is.

/** A chunk of Vite's build manifest: its file and the chunks it imports statically. */
export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The pages that preload, by their path: the source files (manifest keys) whose chunks, with all
 * they import statically, the page will load. /threed: its page and its 3D view (three.js).
 */
export const ROUTE_PRELOADS: Record<string, readonly string[]> = {
  "/threed": ["src/features/threed/ThreedPage.tsx", "src/features/threed/ThreeView.tsx"],
};

/** The files of the chunks `sources` and everything they import statically, each once, in load order; none if a source is missing. */
export function preloadFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): boolean => {
    if (seen.has(key)) return true;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return false;
    for (const i of chunk.imports ?? []) visit(i);
    files.push(chunk.file);
    return true;
  };
  for (const s of sources) if (!visit(s)) return [];
  return files;
}

/**
 * `html` with a modulepreload link for each of `files` it does not name yet, before its </head>
 * (as the build writes its own); `html` unchanged when there is none to add.
 */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((f) => !html.includes(`"/${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  if (links.length === 0 || !html.includes("</head>")) return html;
  return html.replace("</head>", `${links.join("\n    ")}\n  </head>`);
}
