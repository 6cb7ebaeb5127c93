// Operators and passwords set from the command line (`fenestra operator`, `fenestra password`),
// and the production start's check that no account still has the published password. No
// operator is ever seeded: one exists only once someone ran the command and chose (or was
// given, once) its password (docs/accounts.md "Operators").
import { randomBytes } from "node:crypto";
import { insertCompanyWithOwner } from "../modules/account/account.queries.ts";
import { findUserByPhone, revokeUserTokens, setPassword } from "../modules/auth/auth.queries.ts";
import { hashPassword, verifyPassword } from "../modules/auth/password.ts";
import type { Db } from "./client.ts";
import { grantOperator, PUBLISHED_PASSWORD } from "./seed.ts";

export const OPERATOR_COMPANY = "Fenestra Operations";

/** A password the strength check accepts: 16 characters from 12 random bytes (base64url). */
export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

/** Why a chosen password cannot be used (SPEC: 8 to 18 characters, not a common one), or null. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < 8 || password.length > 18) return "a password has 8 to 18 characters";
  if (password === PUBLISHED_PASSWORD.password) return "this is the published demo password";
  // The dictionary is large: loaded only when a password is checked (as the sign-up does).
  const { checkPasswordStrength } = await import("@fenestra/core/account/password-strength");
  if (!checkPasswordStrength(password).ok) return "this password is too easy to guess";
  return null;
}

export async function hasAccount(db: Db, phone: string): Promise<boolean> {
  return (await findUserByPhone(db, phone)) !== undefined;
}

/**
 * Makes the account with `phone` an operator, creating it (a software-vendor company of its own)
 * with `password` when there is none. An existing account keeps its password.
 */
export async function createOperator(db: Db, phone: string, password: string): Promise<{ created: boolean }> {
  const existing = await findUserByPhone(db, phone);
  if (!existing) {
    await insertCompanyWithOwner(
      db,
      {
        name: OPERATOR_COMPANY,
        role: "software",
        versionType: 1,
        isTrial: 0,
        permanent: 1,
        trialExpiresOn: null,
        expiresOn: null,
        invitedByPhone: null,
        modules: {},
      },
      { phone, passwordHash: await hashPassword(password), nickname: "Operator" },
    );
  }
  await grantOperator(db, phone);
  return { created: !existing };
}

/** Sets the password of the account with `phone` and ends its sessions; false when there is none. */
export async function resetPasswordByPhone(
  db: Db,
  phone: string,
  password: string,
  now: Date,
): Promise<boolean> {
  const user = await findUserByPhone(db, phone);
  if (!user) return false;
  await setPassword(db, user.id, await hashPassword(password));
  await revokeUserTokens(db, user.id, now);
  return true;
}

/** The phones of accounts that still sign in with the published (seeded) password. */
export async function accountsWithPublishedPassword(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const phone of PUBLISHED_PASSWORD.phones) {
    const user = await findUserByPhone(db, phone);
    if (user && (await verifyPassword(PUBLISHED_PASSWORD.password, user.passwordHash ?? null)))
      found.push(phone);
  }
  return found;
}

/** The production start's refusal: which accounts, and the command that fixes each. */
export function publishedPasswordMessage(phones: readonly string[]): string {
  return (
    `Refusing to start in production: ${phones.length === 1 ? "an account still has" : "accounts still have"} ` +
    `the published default password (${phones.join(", ")}), a way into the data for anyone who read the README.\n` +
    phones.map((phone) => `  Set a new one: npx fenestra password ${phone}\n`).join("")
  );
}
