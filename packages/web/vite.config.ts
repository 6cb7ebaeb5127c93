import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { descriptorsWithoutSchemas } from "./descriptors-without-schemas.ts";
import { precompress } from "./precompress.ts";
import { pwa } from "./pwa.ts";

// Chunking: every route is a lazy chunk (routes.tsx), and so are the bars and dialogs the sign-in
// pages never show. The libraries below get long-lived vendor chunks so a deploy that changes only
// app code keeps them cached. Ant Design is left to the bundler on purpose: forced into one chunk
// it is ~370 KB gzipped, while split by use each page loads only the components it renders. Each
// language's catalogue and antd locale pack is its own chunk. Dependencies are not pulled into a
// group recursively, or React would land in whichever group claims it first.
const vendor = (name: string, packages: string, priority: number) => ({
  name,
  test: new RegExp(`node_modules[\\\\/](${packages})[\\\\/]`),
  priority,
});

export default defineConfig({
  plugins: [
    descriptorsWithoutSchemas(),
    react(),
    pwa(fileURLToPath(new URL("dist", import.meta.url))),
    precompress(),
  ],
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // the app, and /official's own small entry (the landing page loads no app shell)
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        official: fileURLToPath(new URL("official.html", import.meta.url)),
      },
      // No global tree-shaking assumptions (manualPureFunctions, propertyReadSideEffects): they
      // apply to every package, and a function named `z` in zxing-wasm's minified code lost its
      // calls (the camera's decoder could not register its types: e2e/scanner.spec.ts).
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // React apart from its router, and i18next apart from its React bindings: the landing
            // page (official.html) loads React and i18next only
            vendor("react", "react|react-dom|scheduler", 40),
            vendor("router", "react-router", 40),
            vendor("i18n", "i18next", 30),
            vendor("react-i18n", "react-i18next", 30),
            vendor("query", "@tanstack", 30),
            vendor("zod", "zod", 30),
            vendor("password-dictionary", "@zxcvbn-ts", 30),
            // a chunk of its own, imported first by the entry, so it runs before the libraries'
            // chunks are evaluated (app/router/early-route.ts)
            { name: "early-route", test: /[\\/]app[\\/]router[\\/]early-route\.ts$/, priority: 50 },
          ],
        },
      },
    },
  },
});
