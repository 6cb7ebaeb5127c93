import { type DeletionStatus, deletionDueOn } from "@fenestra/core/account/account-deletion";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Operator } from "../../tenancy/operator.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { loadSessionRow } from "../account/account.queries.ts";
import { filesOfCompany } from "../files/files.queries.ts";
import { removeFiles } from "../files/files.service.ts";
import {
  allDeletions,
  closePending,
  completeDeletion,
  type DeletionRow,
  deletionById,
  dueDeletions,
  insertDeletion,
  latestDeletion,
} from "./deletion.queries.ts";

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

function present(row: DeletionRow | undefined) {
  if (!row || row.status === "cancelled")
    return { status: row?.status ?? ("none" as const), requestedAt: null, dueOn: null } as {
      status: DeletionStatus | "none";
      requestedAt: string | null;
      dueOn: string | null;
    };
  return {
    status: row.status as DeletionStatus,
    requestedAt: row.requestedAt.toISOString(),
    dueOn: row.dueOn,
  };
}

export async function deletionOf(db: Db, tenant: Tenant) {
  return present(await latestDeletion(db, tenant));
}

export async function requestDeletion(deps: AppDeps, tenant: Tenant, reason: string) {
  const now = deps.clock();
  const latest = await latestDeletion(deps.db, tenant);
  if (latest?.status === "pending") return present(latest);
  const session = await loadSessionRow(deps.db, tenant.userId);
  if (!session) throw new AppError("missing.user");
  const created = await insertDeletion(deps.db, {
    companyId: tenant.companyId,
    userId: tenant.userId,
    companyName: session.company.name,
    phone: session.user.phone ?? "",
    status: "pending",
    reason,
    requestedAt: now,
    dueOn: deletionDueOn(utcDay(now)),
  });
  return present(created);
}

export async function cancelDeletion(deps: AppDeps, tenant: Tenant) {
  const closed = await closePending(deps.db, tenant, "cancelled", deps.clock());
  if (!closed) throw new AppError("account.deletion_not_pending");
  return present(closed);
}

/** 138****8000: enough for the operators to recognise a request, no more. */
const mask = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "****");

/** Completes one pending request: the account's data (completeDeletion), then its stored files. */
async function complete(deps: Pick<AppDeps, "db" | "storage">, request: DeletionRow, at: Date) {
  if (request.companyId === null) return;
  const files = await filesOfCompany(deps.db, request.companyId);
  await completeDeletion(deps.db, request, at, mask(request.phone));
  await removeFiles(
    deps,
    files.map((f) => f.key),
  );
}

/** The deletion job: completes every pending request due on or before `at`'s day. */
export async function runDeletionJob(deps: Pick<AppDeps, "db" | "storage">, at: Date): Promise<number> {
  const due = await dueDeletions(deps.db, utcDay(at));
  for (const request of due) await complete(deps, request, at);
  return due.length;
}

/** An operator completes a pending request now, before its due day (as the job does on that day). */
export async function completeNow(
  deps: Pick<AppDeps, "db" | "storage" | "clock">,
  _operator: Operator,
  id: number,
) {
  const request = await deletionById(deps.db, id);
  if (!request) throw new AppError("missing.invalid_id");
  if (request.status !== "pending") throw new AppError("account.deletion_closed");
  await complete(deps, request, deps.clock());
  const done = await deletionById(deps.db, id);
  if (!done) throw new AppError("missing.invalid_id");
  return presentForOperator(done);
}

const presentForOperator = (r: DeletionRow) => ({
  id: r.id,
  companyName: r.companyName,
  phone: r.phone,
  status: r.status as DeletionStatus,
  reason: r.reason,
  requestedAt: r.requestedAt.toISOString(),
  dueOn: r.dueOn,
  closedAt: r.closedAt?.toISOString() ?? null,
});

export async function deletionList(db: Db) {
  const rows = await allDeletions(db);
  return { items: rows.map(presentForOperator) };
}
