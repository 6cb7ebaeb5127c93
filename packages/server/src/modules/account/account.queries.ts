import { randomBytes } from "node:crypto";
import { DEFAULT_USER_SETTINGS, type RegisterRole, type UserSettings } from "@fenestra/core";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyModules, users } from "../../db/schema/index.ts";

/** Everything the session payload needs about one user, in one round of queries. */
export async function loadSessionRow(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const modules = await db
    .select({ module: companyModules.module, value: companyModules.value })
    .from(companyModules)
    .where(eq(companyModules.companyId, row.company.id));
  let mainPhone: string | null = null;
  if (row.user.fid !== 0) {
    const [main] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, row.user.fid));
    mainPhone = main?.phone ?? null;
  }
  return { ...row, modules, mainPhone };
}

export type NewCompany = {
  name: string;
  role: RegisterRole;
  versionType: number;
  isTrial: number;
  permanent: number;
  trialExpiresOn: string | null;
  expiresOn: string | null;
  invitedByPhone: string | null;
  modules: Record<string, number>;
  /** The space name a registration gives it (SPEC §5); absent for the demo and third-party sign-ups. */
  spaceName?: string | null;
};

export type NewOwner = {
  phone: string | null;
  passwordHash: string | null;
  nickname: string;
  /** The sign-in name a registration gives it (SPEC §5). */
  username?: string | null;
  settings?: Partial<UserSettings>;
};

/** A random invitation code others can register with (8 characters, no look-alikes). */
function newInvitationCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join("");
}

/** Creates a company, its modules and its main account (fid 0); answers the user id. */
export async function insertCompanyWithOwner(db: Db, company: NewCompany, owner: NewOwner): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companies)
      .values({
        name: company.name,
        spaceName: company.spaceName ?? null,
        role: company.role,
        versionType: company.versionType,
        isTrial: company.isTrial,
        permanent: company.permanent,
        trialExpiresOn: company.trialExpiresOn,
        expiresOn: company.expiresOn,
        invitedByPhone: company.invitedByPhone,
        invitationCode: newInvitationCode(),
      })
      .returning({ id: companies.id });
    if (!created) throw new Error("company insert returned nothing");
    const moduleRows = Object.entries(company.modules).map(([module, value]) => ({
      companyId: created.id,
      module,
      value,
    }));
    if (moduleRows.length > 0) await tx.insert(companyModules).values(moduleRows);
    const [user] = await tx
      .insert(users)
      .values({
        companyId: created.id,
        fid: 0,
        phone: owner.phone,
        passwordHash: owner.passwordHash,
        nickname: owner.nickname,
        username: owner.username ?? null,
        settings: { ...DEFAULT_USER_SETTINGS, ...owner.settings },
      })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned nothing");
    return user.id;
  });
}

/** The phone of the main account of the company owning an invitation code. */
export async function findInviterPhone(db: Db, invitationCode: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(companies)
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(eq(companies.invitationCode, invitationCode.toUpperCase()))
    .orderBy(users.fid)
    .limit(1);
  return row ? row.phone : undefined;
}

/** The factory (or software vendor: any company but a dealer) whose code a dealer registers with. */
export async function findFactoryByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: companies.id, role: companies.role })
    .from(companies)
    .where(eq(companies.invitationCode, code.trim().toUpperCase()));
  return row && row.role !== "dealer" ? row : undefined;
}
