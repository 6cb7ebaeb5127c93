import type { MessageKind, MessageParams } from "@fenestra/core/messages/messages";
import { and, count, desc, eq, exists, gt, inArray, isNull, max, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts, messageReads, messages, users } from "../../db/schema/index.ts";
import { visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** What an event writes: its company, kind, key, parameters and the contract it is about. */
export type NewMessage = {
  companyId: number;
  kind: MessageKind;
  eventKey: string;
  params: MessageParams;
  contractId?: number | null;
  /** Only this user sees it (a reply to their feedback). */
  userId?: number | null;
  at: Date;
};

/**
 * Writes the event's message, in the event's own transaction `db`: once per (company, event key),
 * so the same event written again, or by two requests at once, adds nothing (the unique index
 * decides; the second insert waits for the first and then does nothing).
 */
export async function writeMessage(db: Db, message: NewMessage) {
  await db
    .insert(messages)
    .values({
      companyId: message.companyId,
      kind: message.kind,
      eventKey: message.eventKey,
      params: message.params,
      contractId: message.contractId ?? null,
      userId: message.userId ?? null,
      createdAt: message.at,
    })
    .onConflictDoNothing({ target: [messages.companyId, messages.eventKey] });
}

/**
 * The messages `tenant` sees: its company's, of the kinds its keys and modules let it see, those
 * meant for it alone, and of those about a contract only the contracts it sees (THE contract rule).
 */
export function visibleMessages(tenant: Tenant, kinds: readonly MessageKind[]): SQL {
  if (kinds.length === 0) return sql`false`;
  const contractSeen = exists(
    sql`(select 1 from ${contracts} where ${contracts.id} = ${messages.contractId} and ${visibleContracts(tenant)})`,
  );
  return and(
    eq(messages.companyId, tenant.companyId),
    inArray(messages.kind, [...kinds]),
    or(isNull(messages.userId), eq(messages.userId, tenant.userId)),
    or(isNull(messages.contractId), contractSeen),
  ) as SQL;
}

/** Opened on its own by the tenant. */
const readByMe = (tenant: Tenant) =>
  exists(
    sql`(select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.userId} = ${tenant.userId})`,
  );

/** Unread by the tenant: after its marker (xxfData) and not opened on its own. */
function unreadBy(tenant: Tenant, marker: Date | null): SQL {
  const afterMarker = marker === null ? sql`true` : gt(messages.createdAt, marker);
  return and(afterMarker, not(readByMe(tenant))) as SQL;
}

export async function readMarkerOf(db: Db, tenant: Tenant): Promise<Date | null> {
  const [row] = await db
    .select({ at: users.xxfReadAt })
    .from(users)
    .where(and(eq(users.companyId, tenant.companyId), eq(users.id, tenant.userId)));
  return row?.at ?? null;
}

export async function countUnread(
  db: Db,
  tenant: Tenant,
  kinds: readonly MessageKind[],
  marker: Date | null,
) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(visibleMessages(tenant, kinds), unreadBy(tenant, marker)));
  return row?.n ?? 0;
}

export async function pageOfMessages(
  db: Db,
  tenant: Tenant,
  kinds: readonly MessageKind[],
  page: { page: number; pageSize: number },
) {
  const where = visibleMessages(tenant, kinds);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        kind: messages.kind,
        params: messages.params,
        contractId: messages.contractId,
        createdAt: messages.createdAt,
        readOne: readByMe(tenant).mapWith(Boolean),
      })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: count(), newest: max(messages.createdAt) })
      .from(messages)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0, newestAt: total?.newest ?? null };
}

/** The message `id` if the tenant sees it. */
export async function findVisibleMessage(db: Db, tenant: Tenant, kinds: readonly MessageKind[], id: number) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(visibleMessages(tenant, kinds), eq(messages.id, id)));
  return row;
}

export async function markRead(db: Db, tenant: Tenant, id: number, at: Date) {
  await db
    .insert(messageReads)
    .values({ messageId: id, userId: tenant.userId, readAt: at })
    .onConflictDoNothing();
}
