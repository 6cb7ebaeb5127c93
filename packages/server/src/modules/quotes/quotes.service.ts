import type { QuoteItemBody, QuoteItemUpdate } from "@fenestra/api";
import { hasPermission } from "@fenestra/core";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import type { VisibleContract } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { detail, editContract } from "../contracts/contracts.service.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import * as q from "./quotes.queries.ts";

export async function add(db: Db, tenant: Tenant, contractId: number, body: QuoteItemBody) {
  await editContract(db, tenant, contractId, async (tx, contract) => {
    const row = await q.insertLine(tx, contract, body);
    if (!row) throw new AppError("other.save_failed");
    await recordEdit(tx, tenant, {
      entity: "quote_item",
      entityId: row.id,
      contractId,
      action: "create",
      changes: { ...body },
    });
  });
  return detail(db, tenant, contractId);
}

async function mustFindLine(tx: Db, contract: VisibleContract, itemId: number) {
  const row = await q.findLine(tx, contract, itemId);
  if (!row) throw new AppError("missing.quote_item");
  return row;
}

export async function edit(
  db: Db,
  tenant: Tenant,
  contractId: number,
  itemId: number,
  update: QuoteItemUpdate,
) {
  const { version, overwrite, ...body } = update;
  await editContract(db, tenant, contractId, async (tx, contract) => {
    const before = await mustFindLine(tx, contract, itemId);
    // Raising a quoted price needs "raise quoted price" (SPEC §6).
    if (body.price > before.price && !hasPermission(tenant.permanents, "raise_quote_price"))
      throw new AppError("access.no_permission");
    await q.updateLine(tx, contract, itemId, body, { version, overwrite });
    const previous: Record<string, unknown> = before;
    const changes = Object.fromEntries(
      Object.entries(body)
        .filter(([k, v]) => previous[k] !== v)
        .map(([k, v]) => [k, { from: previous[k], to: v }]),
    );
    await recordEdit(tx, tenant, {
      entity: "quote_item",
      entityId: itemId,
      contractId,
      action: "update",
      changes,
    });
  });
  return detail(db, tenant, contractId);
}

export async function remove(db: Db, tenant: Tenant, contractId: number, itemId: number) {
  await editContract(db, tenant, contractId, async (tx, contract) => {
    const before = await mustFindLine(tx, contract, itemId);
    await q.deleteLine(tx, contract, itemId);
    await recordEdit(tx, tenant, {
      entity: "quote_item",
      entityId: itemId,
      contractId,
      action: "delete",
      changes: { name: before.name, price: before.price, count: before.count },
    });
  });
  return detail(db, tenant, contractId);
}
