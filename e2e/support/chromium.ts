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
