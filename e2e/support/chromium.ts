// How the browser tests start Debian's Chromium: playwright.config.ts uses these, and a spec
// that needs more switches (the fake camera: support/fake-camera.ts) adds to them, since a
// spec's `launchOptions` replaces the config's rather than merging with it.
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * WebGL in the browser tests (the 3D view): Chromium's software renderer, SwiftShader, in place
 * of the GPU the common switches turn off. A spec that draws 3D uses these in its launchOptions.
 */
export const CHROMIUM_WEBGL_ARGS = [
  ...CHROMIUM_ARGS.filter((a) => a !== "--disable-gpu"),
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];
