import { readFileSync } from "node:fs";
import { join } from "node:path";
import { VitePWA } from "vite-plugin-pwa";

// The installable app of issue 31 (docs/measurement.md "Offline"): a web manifest and a Workbox
// service worker (/sw.js) that precaches the app shell and the field-measurement pages, so a
// measurer's phone opens them with no network at all, the installed app's cold start included.
// - Precached: index.html, the entry and what it imports, the shell's bars and dialogs, the two
//   measurement pages and what they import, every language's catalogues and Ant Design packs,
//   the icons. Not the whole build: the designer, 3D and the rest stay on the network.
// - Other hashed /assets/ files are kept once fetched (their names change with their content).
// - /api/ is never cached: the service worker leaves it to the network.
// - Update: the worker waits until the page tells it to take over (SKIP_WAITING, app/sw/update-flow.ts),
//   then claims the open pages; the caches of the previous build are removed.

/** Source files whose chunks (and their static imports) are precached, matched on the manifest key. */
const PRECACHED_SOURCES = [
  /^index\.html$/,
  // the measurement pages and the parts they load on use (the opening form, the office's dialog)
  /src\/features\/measurement\//,
  /src\/app\/(bars|dialogs|debug)\/[^/]+\.tsx$/,
  /src\/locales\//,
  /node_modules\/antd\/es\/locale\/[a-z]{2}_[A-Z]{2}\.js$/,
  /node_modules\/dayjs\/locale\//,
];

type ViteChunk = { file: string; imports?: string[]; css?: string[]; assets?: string[] };

/** The built files of the precached sources: each chunk, its static imports, their CSS and assets. */
export function precachedFiles(manifest: Record<string, ViteChunk>): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of Object.keys(manifest)) if (PRECACHED_SOURCES.some((re) => re.test(key))) visit(key);
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
  }
  return files;
}

export function pwa(outDir: string) {
  return VitePWA({
    strategies: "generateSW",
    filename: "sw.js",
    // app/sw/register-sw.ts registers it and runs the update flow
    injectRegister: false,
    registerType: "prompt",
    // the icons are precached by the glob below, once
    includeManifestIcons: false,
    manifest: {
      name: "Fenestra",
      short_name: "Fenestra",
      description: "Fenestra field measurement",
      id: "/",
      start_url: "/measure-management",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#0e7490",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      globIgnores: ["**/.vite/**"],
      // the largest precached chunk (antd's shared one) is well under this; a bigger one is refused
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      manifestTransforms: [
        async (entries) => {
          const vite = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
          const keep = precachedFiles(vite);
          const manifest = entries.filter(
            (e) => !e.url.startsWith("assets/") || keep.has(e.url) || e.url.endsWith(".css"),
          );
          return { manifest, warnings: [] };
        },
      ],
      navigateFallback: "index.html",
      // Pages the server renders itself are not the app's: the API, and the payment sandbox's pay
      // page (sandbox-provider.ts) that a purchase opens. The worker lets the network answer them.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/sandbox-pay\//, /^\/official(\/|$|\?)/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // hashed names: a file once fetched never changes
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
          handler: "CacheFirst",
          options: {
            cacheName: "fenestra-assets",
            expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 90 },
          },
        },
      ],
    },
  });
}
