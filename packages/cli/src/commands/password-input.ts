// The password of `fenestra operator` and `fenestra password`: read from stdin (--password-stdin,
// for scripts), asked for on a terminal (not echoed; empty generates one), or generated. A
// generated password is printed once and stored only as its hash.
import { createInterface } from "node:readline";

export type ChosenPassword = { password: string; generated: boolean };

async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed (the question itself is written before muting).
    process.stdout.write(question);
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

type Server = typeof import("@fenestra/server");

/**
 * Runs `fenestra COMMAND PHONE [--password-stdin]`: refuses a missing or malformed phone with the
 * usage (exit 2), else opens the configured database for `body` and closes it after.
 */
export async function withPhoneAndDatabase(
  command: string,
  args: string[],
  body: (
    server: Server,
    db: Awaited<ReturnType<Server["openConfiguredDatabase"]>>["db"],
    phone: string,
  ) => Promise<number>,
): Promise<number> {
  const phone = args.find((a) => !a.startsWith("--"));
  if (!phone || !PHONE.test(phone)) {
    process.stderr.write(`usage: fenestra ${command} PHONE [--password-stdin]\n`);
    return 2;
  }
  const server = await import("@fenestra/server");
  const handle = await server.openConfiguredDatabase();
  try {
    return await body(server, handle.db, phone);
  } finally {
    await handle.close();
  }
}

export async function choosePassword(
  args: string[],
  phone: string,
  generate: () => string,
): Promise<ChosenPassword> {
  if (args.includes("--password-stdin")) return { password: await readStdin(), generated: false };
  if (process.stdin.isTTY) {
    const typed = await ask(`New password for ${phone} (8 to 18 characters; empty: generate one): `);
    if (typed) return { password: typed, generated: false };
  }
  return { password: generate(), generated: true };
}

/** Mainland mobile numbers, as the sign-up accepts them. */
export const PHONE = /^1\d{10}$/;

/**
 * choosePassword, checked against the server's password rules: a refused password is reported as
 * "`notDone`: why" and answers undefined.
 */
export async function acceptedPassword(
  args: string[],
  phone: string,
  server: Server,
  notDone: string,
): Promise<ChosenPassword | undefined> {
  const chosen = await choosePassword(args, phone, server.generatePassword);
  const problem = await server.passwordProblem(chosen.password);
  if (!problem) return chosen;
  process.stderr.write(`${notDone}: ${problem}.\n`);
  return undefined;
}
