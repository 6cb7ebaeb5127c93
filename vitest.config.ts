import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

type Project = NonNullable<TestProjectInlineConfiguration["test"]> & { name: string };

/**
 * A package's test files as two projects. Most share one module graph per worker (isolate:
 * false): importing React and antd, or the whole server, again for each file was most of their
 * time (web: 158 s against 38 s; server on PostgreSQL: import 161 s against 15 s, this machine).
 * A file that replaces a module (vi.mock) runs in `NAME-mocks` with a graph of its own: in a
 * shared graph, what an earlier file imported keeps the real module. The files share no other
 * state: each has its own app, database, query client and temporary folder.
 */
function sharedGraph(root: string, project: Project): { test: Project }[] {
  const files = readdirSync(new URL(root, import.meta.url), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
    .map((file) => join(root, file));
  const mocks = (file: string) =>
    /\bvi\.(mock|doMock)\(/.test(readFileSync(new URL(file, import.meta.url), "utf8"));
  const mocking = files.filter(mocks);
  return [
    { test: { ...project, include: files.filter((file) => !mocks(file)), isolate: false } },
    ...(mocking.length ? [{ test: { ...project, name: `${project.name}-mocks`, include: mocking } }] : []),
  ];
}

const SERVER = {
  testTimeout: 30000,
  hookTimeout: 60000,
};

// One runner, one project per package. The server suite runs twice: once on the
// embedded PGlite database and once on PostgreSQL (TEST_DB picks the driver).
export default defineConfig({
  test: {
    // Two test files at once: vitest's default on 2 cores is one (cores - 1), which leaves the
    // second core idle while the server suite waits on PostgreSQL. Files share no state (each has
    // its own database, ports are picked by the system, temporary folders are each file's own).
    maxWorkers: 2,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    projects: [
      // Property tests get a time budget (scripts/vitest/property-budget.ts) inside a timeout that
      // holds under load; plain unit tests finish far inside either.
      {
        test: {
          name: "core",
          include: ["packages/core/src/**/*.test.ts"],
          // Core is pure (no module holds state a test could leave behind): its files share one
          // module graph per worker instead of importing it again for each of them.
          isolate: false,
          setupFiles: ["scripts/vitest/property-budget.ts"],
          testTimeout: 30000,
        },
      },
      { test: { name: "api", include: ["packages/api/src/**/*.test.ts"] } },
      // Checks of the repository as a whole: import graphs, lint rules (scripts/boundaries).
      { test: { name: "repo", include: ["scripts/**/*.test.ts"] } },
      // The CLI tests start the command as a child process (tsx), several per test: seconds each
      // on a loaded machine, so they get the server suite's time limit.
      { test: { name: "cli", include: ["packages/cli/src/**/*.test.ts"], testTimeout: 30000 } },
      ...sharedGraph("packages/web/src/", {
        name: "web",
        environment: "jsdom",
        setupFiles: ["packages/web/src/shared/test/close-toasts.ts"],
        // A first render of antd pages takes seconds on a loaded 2-core machine (an activity-bar
        // test hit vitest's default 5 s at load 15; a beforeEach that signs in and renders hit the
        // default hook limit of 10 s at load 16); a timeout is for a test that hangs.
        testTimeout: 20000,
        hookTimeout: 20000,
      }),
      ...sharedGraph("packages/server/src/", {
        ...SERVER,
        name: "server-pglite",
        env: { TEST_DB: "pglite" },
        globalSetup: ["packages/server/src/test/helpers/global-setup-pglite.ts"],
      }),
      ...sharedGraph("packages/server/src/", {
        ...SERVER,
        name: "server-postgres",
        // Two sweeps over every route that test the gate and the input parsing in front of the
        // database, not the database: the authorization matrix (8,000 requests) and the bad-input
        // probe (every field × every malformed value). PGlite is PostgreSQL, so they run once, on
        // PGlite; they were a tenth of the suite's time run twice.
        exclude: [
          "packages/server/src/plugins/access-matrix.test.ts",
          "packages/server/src/bad-input.test.ts",
        ],
        env: { TEST_DB: "postgres" },
        globalSetup: ["packages/server/src/test/helpers/global-setup-postgres.ts"],
      }),
    ],
  },
});
