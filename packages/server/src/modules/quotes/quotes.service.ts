import type { QuoteItemBody } from "@fenestra/api";
import { hasPermission } from "@fenestra/core";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { quoteItems } from "../../db/schema/index.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { detail, editContract } from "../contracts/contracts.service.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";

export async function add(db: Db, auth: AuthContext, contractId: number, body: QuoteItemBody) {
  await editContract(db, auth, contractId, async (tx, contract) => {
    const [row] = await tx
      .insert(quoteItems)
      .values({ ...body, companyId: contract.companyId, contractId })
      .returning();
    if (!row) throw new AppError("other.save_failed");
    await recordEdit(tx, auth, {
      entity: "quote_item",
      entityId: row.id,
      contractId,
      action: "create",
      changes: { ...body },
    });
  });
  return detail(db, auth, contractId);
}

async function mustFindLine(tx: Db, contractId: number, itemId: number) {
  const [row] = await tx
    .select()
    .from(quoteItems)
    .where(and(eq(quoteItems.contractId, contractId), eq(quoteItems.id, itemId)));
  if (!row) throw new AppError("missing.quote_item");
  return row;
}

export async function edit(
  db: Db,
  auth: AuthContext,
  contractId: number,
  itemId: number,
  body: QuoteItemBody,
) {
  await editContract(db, auth, contractId, async (tx) => {
    const before = await mustFindLine(tx, contractId, itemId);
    // Raising a quoted price needs "raise quoted price" (SPEC §6).
    if (body.price > before.price && !hasPermission(auth.permanents, "raise_quote_price"))
      throw new AppError("access.no_permission");
    await tx.update(quoteItems).set(body).where(eq(quoteItems.id, itemId));
    const previous: Record<string, unknown> = before;
    const changes = Object.fromEntries(
      Object.entries(body)
        .filter(([k, v]) => previous[k] !== v)
        .map(([k, v]) => [k, { from: previous[k], to: v }]),
    );
    await recordEdit(tx, auth, {
      entity: "quote_item",
      entityId: itemId,
      contractId,
      action: "update",
      changes,
    });
  });
  return detail(db, auth, contractId);
}

export async function remove(db: Db, auth: AuthContext, contractId: number, itemId: number) {
  await editContract(db, auth, contractId, async (tx) => {
    const before = await mustFindLine(tx, contractId, itemId);
    await tx.delete(quoteItems).where(eq(quoteItems.id, itemId));
    await recordEdit(tx, auth, {
      entity: "quote_item",
      entityId: itemId,
      contractId,
      action: "delete",
      changes: { name: before.name, price: before.price, count: before.count },
    });
  });
  return detail(db, auth, contractId);
}
