import { keysAllow, MESSAGE_KIND_ACCESS } from "@fenestra/api";
import { hasModule } from "@fenestra/core";
import { isUnread, MESSAGE_KINDS, type Message, type MessageKind } from "@fenestra/core/messages/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import { companyModulesOf } from "../../tenancy/company-modules.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./messages.queries.ts";

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The kinds the tenant sees: those whose object's route it may call (api MESSAGE_KIND_ACCESS):
 * its keys (main account or permission key, not hidden by one) and its company's modules today.
 */
export async function visibleKinds(db: Db, tenant: Tenant, now: Date): Promise<MessageKind[]> {
  const modules = await companyModulesOf(db, tenant, utcDay(now));
  return MESSAGE_KINDS.filter((kind) => {
    const access = MESSAGE_KIND_ACCESS[kind];
    if (!keysAllow(access, { fid: tenant.fid, permanents: tenant.permanents ?? undefined })) return false;
    return !access.module || hasModule(modules, access.module);
  });
}

export async function unreadCount(db: Db, tenant: Tenant, now: Date) {
  const [kinds, marker] = await Promise.all([visibleKinds(db, tenant, now), q.readMarkerOf(db, tenant)]);
  return { count: await q.countUnread(db, tenant, kinds, marker) };
}

export async function listMessages(
  db: Db,
  tenant: Tenant,
  now: Date,
  page: { page: number; pageSize: number },
) {
  const [kinds, marker] = await Promise.all([visibleKinds(db, tenant, now), q.readMarkerOf(db, tenant)]);
  const [{ rows, total, newestAt }, unread] = await Promise.all([
    q.pageOfMessages(db, tenant, kinds, page),
    q.countUnread(db, tenant, kinds, marker),
  ]);
  const markerAt = marker?.toISOString() ?? null;
  const items: Message[] = rows.map((row) => {
    const createdAt = row.createdAt.toISOString();
    return {
      id: row.id,
      kind: row.kind as MessageKind,
      params: row.params,
      contractId: row.contractId,
      createdAt,
      unread: isUnread(createdAt, markerAt, row.readOne),
    };
  });
  return { items, total, unread, newestAt: newestAt?.toISOString() ?? null };
}

/** Marks one message read for the tenant (again: stays read); one it does not see is not found. */
export async function readOne(db: Db, tenant: Tenant, now: Date, id: number) {
  const kinds = await visibleKinds(db, tenant, now);
  const found = await q.findVisibleMessage(db, tenant, kinds, id);
  if (!found) throw new AppError("missing.message");
  await q.markRead(db, tenant, id, now);
  return unreadCount(db, tenant, now);
}
