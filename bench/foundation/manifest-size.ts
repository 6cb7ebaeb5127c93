// Gzipped JavaScript of a route, read from the Vite build manifest of packages/web/dist:
// index.html's entry + its static imports, the route's lazy page chunk + its static imports, the
// starting language's catalogue chunks and its Ant Design locale pack. Dynamic imports that a page
// only triggers on use (dialogs, the password dictionary) are not counted: the browser
// measurement in browser-size.ts shows what a real page load fetches.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const ROUTE_PAGES: Record<string, string> = {
  "/login": "src/features/auth/LoginPage.tsx",
  "/home": "src/features/home/HomePage.tsx",
};

const ANTD_LOCALE: Record<string, string> = {
  "zh-CN": "node_modules/antd/es/locale/zh_CN.js",
  "en-US": "node_modules/antd/es/locale/en_US.js",
};

export type SizeRow = { route: string; language: string; chunks: number; rawKB: number; gzipKB: number };

export function gzipKB(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/**
 * The JavaScript files a route loads before any dynamic import: index.html's entry + its static
 * imports, the page chunk `page` (its source path, e.g. src/features/home/HomePage.tsx) + its
 * static imports, `language`'s catalogue chunks and its Ant Design locale pack.
 */
export function routeScripts(webDist: string, page: string, language: string): string[] {
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite", "manifest.json"), "utf8")) as Manifest;
  const withStaticImports = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    into.add(key);
    for (const dep of chunk.imports ?? []) withStaticImports(dep, into);
  };
  const findKey = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`no manifest entry ending with ${suffix}`);
    return key;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith("index.html"));
  if (!entry) throw new Error("index.html entry missing: build with build.manifest = true");
  const keys = new Set<string>();
  withStaticImports(entry, keys);
  withStaticImports(findKey(page), keys);
  for (const key of Object.keys(manifest)) {
    if (key.includes(`src/locales/${language}/`)) withStaticImports(key, keys);
  }
  const antd = ANTD_LOCALE[language];
  if (antd) withStaticImports(findKey(antd), keys);
  return [...keys].map((key) => manifest[key]?.file ?? "").filter((file) => file.endsWith(".js"));
}

export function manifestSizes(webDist: string, languages = ["zh-CN", "en-US"]): SizeRow[] {
  const rows: SizeRow[] = [];
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    for (const language of languages) {
      const files = routeScripts(webDist, page, language);
      let raw = 0;
      let gz = 0;
      for (const file of files) {
        const bytes = readFileSync(join(webDist, file));
        raw += bytes.length / 1024;
        gz += gzipKB(bytes);
      }
      rows.push({ route, language, chunks: files.length, rawKB: raw, gzipKB: gz });
    }
  }
  return rows;
}
