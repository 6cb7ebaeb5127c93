// `fenestra password PHONE [--password-stdin]`: sets a new password for the account with PHONE
// (asked for, read from stdin, or generated and printed once) and ends its sessions — the fix a
// production start names for an account still on the published demo password.
import { acceptedPassword, withPhoneAndDatabase } from "./password-input.ts";

export function run(args: string[]): Promise<number> {
  return withPhoneAndDatabase("password", args, async (server, db, phone) => {
    const chosen = await acceptedPassword(args, phone, server, "Not changed");
    if (!chosen) return 1;
    if (!(await server.resetPasswordByPhone(db, phone, chosen.password, new Date()))) {
      process.stderr.write(`No account has the phone ${phone}.\n`);
      return 1;
    }
    process.stdout.write(
      `Password set for ${phone}` +
        (chosen.generated ? `: ${chosen.password} (shown once: note it now)\n` : "\n"),
    );
    return 0;
  });
}
