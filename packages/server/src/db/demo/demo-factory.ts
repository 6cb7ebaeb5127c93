// The demo company as a working factory: one script plays its month (demo-plan.ts) through the
// API routes, as its owner and its workshop staff, with the app's clock set to each step's moment,
// so the workbench shows today's work. It runs once per database, right after the demo company is
// made (seed.ts answers `created`): at the build's PGlite template (so a fresh start is a copy),
// or at the first start where there is no template (PostgreSQL, the sources). Deterministic: the
// same start time gives the same data (the workers' passwords are random and never shown).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "@fenestra/core/account/languages";
import { buildApp } from "../../app.ts";
import { localDiskStorage } from "../../storage/local-disk.storage.ts";
import type { Db } from "../client.ts";
import { DEMO, seedDemo } from "../seed.ts";
import { DemoClock, signInAs } from "./demo-api.ts";
import { DemoStory } from "./demo-story.ts";

/**
 * The demo company as every start and the build's template make it: the company, its account and
 * catalogue when missing (seedDemo), and its month of work when it was just made.
 */
export async function seedDemoCompany(db: Db): Promise<{ created: boolean }> {
  const seeded = await seedDemo(db);
  if (seeded.created) await seedDemoFactory(db);
  return seeded;
}

const YEAR_MS = 365 * 86_400_000;

/**
 * Plays the demo factory's month into the database `db` holds, as the demo account (which must
 * exist: seedDemo first). `now` is the day the story ends on: today.
 */
export async function seedDemoFactory(
  db: Db,
  options: { language?: Language; now?: Date } = {},
): Promise<void> {
  const language = options.language ?? DEMO.language;
  const clock = new DemoClock(options.now ?? new Date());
  const files = mkdtempSync(join(tmpdir(), "fenestra-demo-seed-"));
  const app = await buildApp({
    db,
    clock: clock.read,
    storage: localDiskStorage(files),
    // the story spans a month: its sessions must not expire between its steps
    sessionLifetime: { idleMs: YEAR_MS, absoluteMs: YEAR_MS },
  });
  try {
    clock.at(30, 1);
    const owner = await signInAs(app, DEMO.phone, DEMO.password, language);
    const story = new DemoStory(owner.call, clock, language);
    const workers = await story.staff(async (phone, password) => signInAs(app, phone, password, language));
    const steps = [
      ...(await story.setup()),
      ...story.customers(),
      ...story.contracts(workers),
      ...story.expenses(),
    ];
    const ordered = steps
      .map((step, index) => ({ step, index }))
      .sort(
        (a, b) => b.step.when[0] - a.step.when[0] || a.step.when[1] - b.step.when[1] || a.index - b.index,
      );
    for (const { step } of ordered) {
      clock.at(...step.when);
      await step.run();
    }
    for (const worker of Object.values(workers)) await worker.signOut();
    await owner.signOut();
  } finally {
    await app.close();
    rmSync(files, { recursive: true, force: true });
  }
}
