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
