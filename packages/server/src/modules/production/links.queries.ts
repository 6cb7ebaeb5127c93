// A company's workshop links (order, expected days) and the staff bound to them.

import type { VersionCheck } from "@fenestra/api";
import {
  DEFAULT_LINK_SETUP,
  isWorkshopLink,
  type LinkSetting,
  type WorkshopLink,
} from "@fenestra/core/workshop/index";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, workshopLinkSetups, workshopLinks, workshopStaffLinks } from "../../db/schema/index.ts";
import { versionedUpsert } from "../../db/versioned-update.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** The tenant's company's links in order; the default nine of SPEC §3 until it chooses. */
export async function companyLinkSetup(db: Db, tenant: Tenant): Promise<LinkSetting[]> {
  const rows = await db
    .select()
    .from(workshopLinks)
    .where(eq(workshopLinks.companyId, tenant.companyId))
    .orderBy(asc(workshopLinks.position));
  if (rows.length === 0) return [...DEFAULT_LINK_SETUP];
  return rows
    .filter((r) => isWorkshopLink(r.link))
    .map((r) => ({ link: r.link as WorkshopLink, expectedDays: r.expectedDays }));
}

/** The version of the company's link set-up: 0 until it first saves one. */
export async function linkSetupVersion(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ version: workshopLinkSetups.version })
    .from(workshopLinkSetups)
    .where(eq(workshopLinkSetups.companyId, tenant.companyId));
  return row?.version ?? 0;
}

/**
 * Replaces the company's links (inside the caller's transaction), refused when made against a
 * version of the set-up it has moved on from: the version's row is counted up first, so of two
 * saves at one version the second waits for the first and is then refused.
 */
export async function replaceLinkSetup(
  db: Db,
  tenant: Tenant,
  setup: readonly LinkSetting[],
  check: VersionCheck,
) {
  await versionedUpsert(db, workshopLinkSetups, workshopLinkSetups.companyId, check, {
    companyId: tenant.companyId,
  });
  await db.delete(workshopLinks).where(eq(workshopLinks.companyId, tenant.companyId));
  await db.insert(workshopLinks).values(
    setup.map((s, position) => ({
      companyId: tenant.companyId,
      link: s.link,
      position,
      expectedDays: s.expectedDays,
    })),
  );
}

/** The company's workshop staff (sub-accounts with son_account_type 4) and their links. */
export async function workshopStaff(db: Db, tenant: Tenant) {
  const staff = await db
    .select({ id: users.id, nickname: users.nickname, phone: users.phone })
    .from(users)
    .where(and(eq(users.companyId, tenant.companyId), gt(users.fid, 0), eq(users.sonAccountType, 4)))
    .orderBy(asc(users.id));
  const bound = await db
    .select({ userId: workshopStaffLinks.userId, link: workshopStaffLinks.link })
    .from(workshopStaffLinks)
    .where(eq(workshopStaffLinks.companyId, tenant.companyId));
  return staff.map((s) => ({
    userId: s.id,
    name: s.nickname,
    phone: s.phone ?? "",
    links: bound
      .filter((b) => b.userId === s.id && isWorkshopLink(b.link))
      .map((b) => b.link as WorkshopLink),
  }));
}

/** The links one user (of the tenant's company) is bound to. */
export async function linksOfUser(db: Db, tenant: Tenant, userId: number): Promise<Set<WorkshopLink>> {
  const rows = await db
    .select({ link: workshopStaffLinks.link })
    .from(workshopStaffLinks)
    .where(and(eq(workshopStaffLinks.companyId, tenant.companyId), eq(workshopStaffLinks.userId, userId)));
  return new Set(rows.map((r) => r.link).filter(isWorkshopLink));
}

/** Is `userId` workshop staff of the tenant's company? */
export async function isWorkshopStaff(db: Db, tenant: Tenant, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, tenant.companyId),
        gt(users.fid, 0),
        eq(users.sonAccountType, 4),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function replaceStaffLinks(
  db: Db,
  tenant: Tenant,
  userId: number,
  links: readonly WorkshopLink[],
) {
  await db
    .delete(workshopStaffLinks)
    .where(and(eq(workshopStaffLinks.companyId, tenant.companyId), eq(workshopStaffLinks.userId, userId)));
  if (links.length > 0)
    await db
      .insert(workshopStaffLinks)
      .values([...new Set(links)].map((link) => ({ companyId: tenant.companyId, userId, link })));
}
