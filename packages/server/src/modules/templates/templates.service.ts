import type { TemplateCreate, TemplateDto, TemplateListQuery } from "@fenestra/api";
import { BUILTIN_TEMPLATE_IDS, type TemplateType } from "@fenestra/core/library/index";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./templates.queries.ts";

// The company's window library on the server: its own templates and the usage counts the
// recommendation ranks by. Built-in templates stay in core; only their uses are counted here.

const OWN_PREFIX = "user:";
const BUILTIN_PREFIX = "builtin:";

export const ownKey = (id: number) => `${OWN_PREFIX}${id}`;

function present(row: q.TemplateRow): TemplateDto {
  return {
    id: row.id,
    key: ownKey(row.id),
    name: row.name,
    type: row.type as TemplateType,
    design: row.design,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    marketListingId: row.marketListingId,
    marketVersion: row.marketVersion,
  };
}

export async function list(db: Db, tenant: Tenant, query: TemplateListQuery) {
  const { items, total } = await q.listTemplates(db, tenant, query);
  return { items: items.map(present), total };
}

export async function create(db: Db, tenant: Tenant, now: Date, body: TemplateCreate) {
  const row = await q.insertTemplate(db, tenant, {
    name: body.name,
    type: body.type,
    design: body.design,
    createdBy: tenant.userId,
    createdAt: now,
  });
  if (!row) throw new AppError("other.save_failed");
  return present(row);
}

export async function remove(db: Db, tenant: Tenant, id: number) {
  if (!(await q.deleteTemplate(db, tenant, id, ownKey(id)))) throw new AppError("missing.template");
}

/**
 * Counts one use of a template: a built-in core knows, or one of the company's own (held
 * while counting, so a template deleted at the same moment leaves no count behind).
 */
export async function recordUse(db: Db, tenant: Tenant, now: Date, templateKey: string) {
  if (templateKey.startsWith(BUILTIN_PREFIX)) {
    if (!BUILTIN_TEMPLATE_IDS.includes(templateKey.slice(BUILTIN_PREFIX.length)))
      throw new AppError("missing.template");
    return { templateKey, count: await q.countUse(db, tenant, templateKey, now) };
  }
  const id = Number(templateKey.slice(OWN_PREFIX.length));
  return db.transaction(async (tx) => {
    if (!(await q.holdTemplate(tx, tenant, id))) throw new AppError("missing.template");
    return { templateKey, count: await q.countUse(tx, tenant, templateKey, now) };
  });
}

export async function usage(db: Db, tenant: Tenant) {
  const rows = await q.listUsage(db, tenant);
  return {
    counts: Object.fromEntries(rows.map((r) => [r.templateKey, r.count])),
    lastSelected: rows[0]?.templateKey ?? null,
  };
}
