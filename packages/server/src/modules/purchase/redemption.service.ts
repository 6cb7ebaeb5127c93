import { randomBytes } from "node:crypto";
import { isOnSale } from "@fenestra/core/account/entitlements";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { quotePurchase } from "@fenestra/core/account/purchase";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, redemptionCodes } from "../../db/schema/index.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { onePage } from "../../shared/paging.ts";
import type { Operator } from "../../tenancy/operator.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as q from "./purchase.queries.ts";
import { grant, presentOrder } from "./purchase.service.ts";

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** 16 characters in groups of 4, no look-alikes. */
function newCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const chars = Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

/**
 * Redeems a code: the purchase it names is granted as a paid order of 0 fen (channel "redeem").
 * A used code, or a purchase the account cannot take (already has it), is SPEC §8's "already
 * purchased, redemption failed". The code's row is locked, so a code redeems once.
 */
export async function redeem(deps: Pick<AppDeps, "db" | "clock">, tenant: Tenant, code: string) {
  const normalized = code.trim().toUpperCase();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(redemptionCodes)
      .where(eq(redemptionCodes.code, normalized))
      .for("update");
    if (!row) throw new AppError("purchase.code_invalid");
    if (row.redeemedAt) throw new AppError("other.already_purchased");
    const account = await q.accountOf(tx, tenant.companyId, true);
    if (!account) throw new AppError("missing.account");
    const now = deps.clock();
    const today = utcDay(now);
    const priced = quotePurchase(account.state, row.item, today);
    if (!priced.ok)
      throw new AppError(
        priced.refusal === "trial.no_purchase" || priced.refusal === "purchase.not_on_sale"
          ? priced.refusal
          : "other.already_purchased",
      );
    const order = await q.insertOrder(tx, tenant, {
      outTradeNo: `RDM${now.toISOString().replace(/\D/g, "").slice(0, 14)}${row.id}`,
      item: row.item,
      amountFen: 0,
      channel: "redeem",
      createdAt: now,
    });
    const paid = await q.markPaid(tx, order.outTradeNo, "redeem", row.code, now);
    if (!paid) throw new AppError("other.already_purchased");
    await grant(tx, paid, today);
    await tx
      .update(redemptionCodes)
      .set({ redeemedAt: now, redeemedBy: tenant.companyId })
      .where(and(eq(redemptionCodes.id, row.id), isNull(redemptionCodes.redeemedAt)));
    return presentOrder(paid);
  });
}

export async function createCodes(db: Db, operator: Operator, item: PurchaseItem, howMany: number) {
  // A code never grants what is not sold (core MODULES' onSale).
  if (item.kind === "module" && !isOnSale(item.module)) throw new AppError("purchase.not_on_sale");
  const rows = await db
    .insert(redemptionCodes)
    .values(Array.from({ length: howMany }, () => ({ code: newCode(), item, createdBy: operator.userId })))
    .returning();
  return rows.map((row) => presentCode(row, null));
}

function presentCode(row: typeof redemptionCodes.$inferSelect, company: string | null) {
  return {
    id: row.id,
    code: row.code,
    item: row.item,
    createdAt: row.createdAt.toISOString(),
    redeemedBy: company,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  };
}

export async function listCodes(db: Db, _operator: Operator, page: number, pageSize: number) {
  const rows = db
    .select({ code: redemptionCodes, company: companies.name })
    .from(redemptionCodes)
    .leftJoin(companies, eq(companies.id, redemptionCodes.redeemedBy))
    .orderBy(desc(redemptionCodes.id))
    .$dynamic();
  return onePage(db, { rows, table: redemptionCodes, where: undefined }, { page, pageSize }, (r) =>
    presentCode(r.code, r.company),
  );
}
