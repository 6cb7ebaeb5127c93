import { rmSync } from "node:fs";

// Each run's embedded database is fresh (playwright.config.ts); remove it when the run ends.
export default function globalTeardown() {
  const dir = process.env.FENESTRA_E2E_DATA_DIR;
  if (dir?.includes("fenestra-e2e-")) rmSync(dir, { recursive: true, force: true });
}
