// `fenestra operator PHONE [--password-stdin]`: makes the account with PHONE an operator (SPEC §6
// role admin: the operator console), creating it when there is none with a password that is
// asked for, read from stdin, or generated and printed once. No operator is ever seeded.
import { acceptedPassword, withPhoneAndDatabase } from "./password-input.ts";

export function run(args: string[]): Promise<number> {
  return withPhoneAndDatabase("operator", args, async (server, db, phone) => {
    if (await server.hasAccount(db, phone)) {
      await server.createOperator(db, phone, "");
      process.stdout.write(`${phone} is now an operator (its password is unchanged).\n`);
      return 0;
    }
    const chosen = await acceptedPassword(args, phone, server, "Not created");
    if (!chosen) return 1;
    await server.createOperator(db, phone, chosen.password);
    process.stdout.write(
      `Operator created: phone ${phone}` +
        (chosen.generated ? `, password ${chosen.password} (shown once: note it now)\n` : "\n"),
    );
    return 0;
  });
}
