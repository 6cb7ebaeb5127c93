// `fenestra password PHONE [--password-stdin]`: sets a new password for the account with PHONE
// (asked for, read from stdin, or generated and printed once) and ends its sessions — the fix a
// production start names for an account still on the published demo password.
import { choosePassword, PHONE } from "./password-input.ts";

export async function run(args: string[]): Promise<number> {
  const phone = args.find((a) => !a.startsWith("--"));
  if (!phone || !PHONE.test(phone)) {
    process.stderr.write("usage: fenestra password PHONE [--password-stdin]\n");
    return 2;
  }
  const server = await import("@fenestra/server");
  const handle = await server.openConfiguredDatabase();
  try {
    const chosen = await choosePassword(args, phone, server.generatePassword);
    const problem = await server.passwordProblem(chosen.password);
    if (problem) {
      process.stderr.write(`Not changed: ${problem}.\n`);
      return 1;
    }
    if (!(await server.resetPasswordByPhone(handle.db, phone, chosen.password, new Date()))) {
      process.stderr.write(`No account has the phone ${phone}.\n`);
      return 1;
    }
    process.stdout.write(
      `Password set for ${phone}` +
        (chosen.generated ? `: ${chosen.password} (shown once: note it now)\n` : "\n"),
    );
    return 0;
  } finally {
    await handle.close();
  }
}
