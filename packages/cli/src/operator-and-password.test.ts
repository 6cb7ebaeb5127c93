// `fenestra operator` and `fenestra password`: the operator is made by a command with a password
// that is chosen (stdin) or generated and printed once — never seeded with a published one — and
// the demo's published password is replaced the same way (what a production start asks for).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  accountsWithPublishedPassword,
  buildApp,
  DEMO,
  migrationsFolder,
  openDatabase,
  seedDemo,
} from "@fenestra/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin } from "./test-cli.ts";

let dataDir: string;

function fenestra(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin ?? "");
  });
}

async function signIn(phone: string, password: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const app = await buildApp({ db: handle.db });
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { phone, password },
    });
    const body = response.json() as { code: number; data?: { userinfo: { is_admin?: number } } };
    await app.close();
    return body;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "fenestra-cli-operator-"));
  const handle = await openDatabase({ dataDir });
  await handle.migrate(migrationsFolder());
  await seedDemo(handle.db);
  await handle.close();
}, 240_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("fenestra operator and fenestra password", () => {
  it("issue 25.15: the operator is created by a command with its own password, and the demo's published one is replaced", async () => {
    // A chosen password, from stdin.
    const chosen = await fenestra(["operator", "13900000501", "--password-stdin"], "Sash#Mullion77\n");
    expect(chosen.stdout).toContain("Operator created: phone 13900000501");
    expect(chosen.stdout).not.toContain("Sash#Mullion77");
    expect((await signIn("13900000501", "Sash#Mullion77")).code).toBe(0);
    // The published password and a weak one are refused.
    const published = await fenestra(["operator", "13900000502", "--password-stdin"], DEMO.password);
    expect(published.code).toBe(1);
    expect(published.stderr).toContain("published demo password");
    expect((await fenestra(["operator", "13900000502", "--password-stdin"], "12345678")).code).toBe(1);
    // No terminal and no stdin flag: a password is generated and printed once.
    const generated = await fenestra(["operator", "13900000503"]);
    const password = /password (\S+) \(shown once/.exec(generated.stdout)?.[1] as string;
    expect(password).toHaveLength(16);
    expect((await signIn("13900000503", password)).code).toBe(0);
    // The demo account: on its published password until `fenestra password` replaces it.
    let handle = await openDatabase({ dataDir });
    expect(await accountsWithPublishedPassword(handle.db)).toEqual([DEMO.phone]);
    await handle.close();
    const reset = await fenestra(["password", DEMO.phone, "--password-stdin"], "Transom#Glaze31");
    expect(reset.stdout).toContain(`Password set for ${DEMO.phone}`);
    handle = await openDatabase({ dataDir });
    expect(await accountsWithPublishedPassword(handle.db)).toEqual([]);
    await handle.close();
    expect((await signIn(DEMO.phone, "Transom#Glaze31")).code).toBe(0);
    expect((await fenestra(["password", "13900000599", "--password-stdin"], "Transom#Glaze31")).code).toBe(1);
  }, 240_000);
});
