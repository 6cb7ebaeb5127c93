// `fenestra operator PHONE [--password-stdin]`: makes the account with PHONE an operator (SPEC §6
// role admin: the operator console), creating it when there is none with a password that is
// asked for, read from stdin, or generated and printed once. No operator is ever seeded.
import { choosePassword, PHONE } from "./password-input.ts";

export async function run(args: string[]): Promise<number> {
  const phone = args.find((a) => !a.startsWith("--"));
  if (!phone || !PHONE.test(phone)) {
    process.stderr.write("usage: fenestra operator PHONE [--password-stdin]\n");
    return 2;
  }
  const server = await import("@fenestra/server");
  const handle = await server.openConfiguredDatabase();
  try {
    if (await server.hasAccount(handle.db, phone)) {
      await server.createOperator(handle.db, phone, "");
      process.stdout.write(`${phone} is now an operator (its password is unchanged).\n`);
      return 0;
    }
    const chosen = await choosePassword(args, phone, server.generatePassword);
    const problem = await server.passwordProblem(chosen.password);
    if (problem) {
      process.stderr.write(`Not created: ${problem}.\n`);
      return 1;
    }
    await server.createOperator(handle.db, phone, chosen.password);
    process.stdout.write(
      `Operator created: phone ${phone}` +
        (chosen.generated ? `, password ${chosen.password} (shown once: note it now)\n` : "\n"),
    );
    return 0;
  } finally {
    await handle.close();
  }
}
