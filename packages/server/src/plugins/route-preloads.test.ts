import { describe, expect, it } from "vitest";
import { type Manifest, preloadFiles, withPreloads } from "./route-preloads.ts";

// A build's manifest as Vite writes it: the shell (index.html) and react, a page chunk that
// imports a shared helper and lazily its view, the view importing three.js and the helper.
const manifest: Manifest = {
  "index.html": { file: "assets/index-A.js", imports: ["_react-R.js"] },
  "_react-R.js": { file: "assets/react-R.js" },
  "_helper-H.js": { file: "assets/helper-H.js", imports: ["_react-R.js"] },
  "_three-T.js": { file: "assets/three.module-T.js" },
  "src/Page.tsx": {
    file: "assets/Page-P.js",
    imports: ["_react-R.js", "_helper-H.js"],
    dynamicImports: ["src/View.tsx"],
  },
  "src/View.tsx": { file: "assets/View-V.js", imports: ["_three-T.js", "_helper-H.js"] },
};

describe("route preloads", () => {
  it("names each chunk a page loads once, its imports before it, the lazy view's too when asked", () => {
    expect(preloadFiles(manifest, ["src/Page.tsx", "src/View.tsx"])).toEqual([
      "assets/react-R.js",
      "assets/helper-H.js",
      "assets/Page-P.js",
      "assets/three.module-T.js",
      "assets/View-V.js",
    ]);
    // a dynamic import is not followed by itself
    expect(preloadFiles(manifest, ["src/Page.tsx"])).not.toContain("assets/View-V.js");
  });

  it("names none for a source the build does not have (a page renamed since)", () => {
    expect(preloadFiles(manifest, ["src/Page.tsx", "src/Gone.tsx"])).toEqual([]);
  });

  it("adds a link before </head> for each file the page does not name yet", () => {
    const html =
      '<html><head><script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-R.js"></head><body></body></html>';
    const out = withPreloads(html, ["assets/react-R.js", "assets/three.module-T.js"]);
    expect(out.match(/react-R\.js/g)).toHaveLength(1);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/three.module-T.js">');
    expect(out.indexOf("three.module-T.js")).toBeLessThan(out.indexOf("</head>"));
    expect(withPreloads(html, ["assets/react-R.js"])).toBe(html);
  });
});
