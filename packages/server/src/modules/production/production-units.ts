// Production units: what arranging a contract makes (one per physical window: order item ×
// count) and what delivering waits for. Called by the contract transitions in the transaction
// that moves the contract; the workshop module reads and scans them. It imports neither.
import type { Bom } from "@fenestra/core";
import { calculateOrderBom } from "@fenestra/core/bom/index";
import { parseDesign } from "@fenestra/core/design/migrate";
import { formatUnitSerial } from "@fenestra/core/scanning/unit-serial";
import type { Series } from "@fenestra/core/series/index";
import {
  currentLink,
  type LinkSetting,
  linkDueAt,
  unitLinkWages,
  type WageRow,
} from "@fenestra/core/workshop/index";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, orders, productionUnits } from "../../db/schema/index.ts";
import { newScanToken } from "../../shared/tokens.ts";
import type { VisibleContract } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { moduleValue } from "../series/series.access.ts";
import { getSeriesForCompany } from "../series/series.service.ts";
import { companyLinkSetup } from "./links.queries.ts";

type ItemRow = typeof orderItems.$inferSelect;

/**
 * The BOM of one window of an order item (count 1) with the series it was made with, or null
 * when its design or series is gone.
 */
export async function windowSeriesBom(db: Db, item: ItemRow): Promise<{ bom: Bom; series: Series } | null> {
  const parsed = parseDesign(item.design);
  if (!parsed.ok) return null;
  const loaded = await getSeriesForCompany(db, item, item.seriesId || "default");
  if (!loaded) return null;
  return {
    bom: calculateOrderBom([{ design: parsed.design, series: loaded.model, count: 1 }]),
    series: loaded.model,
  };
}

/** The BOM of one window of an order item (count 1), or null when its design or series is gone. */
export async function windowBom(db: Db, item: ItemRow): Promise<Bom | null> {
  return (await windowSeriesBom(db, item))?.bom ?? null;
}

/** The series' wage rows (the BOM's wage tab) of one window, fen, with the link each pays. */
async function wageRowsOf(db: Db, item: ItemRow): Promise<WageRow[]> {
  const bom = await windowBom(db, item);
  if (!bom) return [];
  return bom.money
    .filter((l) => l.category === "wage")
    .map((l) => (l.link ? { link: l.link, amount: l.amount } : { amount: l.amount }));
}

/** The serials of the units made of each order item (contracts arranged with the workshop), in order. */
export async function unitSerialsOfItems(db: Db, itemIds: readonly number[]) {
  const out = new Map<number, string[]>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({ itemId: productionUnits.orderItemId, serial: productionUnits.serial })
    .from(productionUnits)
    .where(inArray(productionUnits.orderItemId, [...itemIds]))
    .orderBy(asc(productionUnits.seq));
  for (const r of rows) {
    if (r.itemId === null) continue;
    out.set(r.itemId, [...(out.get(r.itemId) ?? []), r.serial]);
  }
  return out;
}

/**
 * A window as a cut piece's label names it: its number and the production units made of it
 * ("C1 HT202611270001-001, -002": the first serial whole, the others by their own number), so
 * a cut bar is put with the unit it belongs to. Just the number before the contract is arranged.
 */
export function windowWithUnits(windowNo: string, serials: readonly string[]): string {
  if (serials.length === 0) return windowNo;
  const [first, ...rest] = serials;
  const tail = (serial: string) => serial.slice(serial.lastIndexOf("-"));
  return [windowNo, [first, ...rest.map(tail)].join(", ")].filter((t) => t !== "").join(" ");
}

/**
 * Makes the contract's production units, once: a contract arranged again after a revert keeps
 * its units and their progress. The arranging company (the factory) owns them. A company
 * without the workshop module gets none (and delivers without packing).
 */
export async function createProductionUnits(tx: Db, tenant: Tenant, contract: VisibleContract, now: Date) {
  // Only a company that tracks production (the workshop module) gets units to scan and pack.
  if ((await moduleValue(tx, tenant, "workshop")) <= 0) return;
  const [existing] = await tx
    .select({ n: count() })
    .from(productionUnits)
    .where(eq(productionUnits.contractId, contract.id));
  if ((existing?.n ?? 0) > 0) return;
  const setup: LinkSetting[] = await companyLinkSetup(tx, tenant);
  const items = await tx
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.contractId, contract.id))
    .orderBy(orders.id, orderItems.id);
  const first = currentLink(setup, []);
  const dueAt = first ? linkDueAt(setup, now, first) : null;
  const rows: (typeof productionUnits.$inferInsert)[] = [];
  let seq = 0;
  for (const { item } of items) {
    const wages = unitLinkWages(await wageRowsOf(tx, item), setup);
    for (let copy = 1; copy <= Math.max(1, item.count); copy += 1) {
      seq += 1;
      rows.push({
        companyId: tenant.companyId,
        contractId: contract.id,
        orderItemId: item.id,
        seq,
        copy,
        serial: formatUnitSerial(contract.contractNo ?? String(contract.id), seq),
        windowNo: item.windowNo,
        token: newScanToken(),
        links: setup,
        wages,
        arrangedAt: now,
        currentLink: first,
        dueAt,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(productionUnits).values(rows.slice(i, i + 500));
}

/** How many of the contract's units are in no package yet (delivering waits for 0). */
export async function unpackedUnitCount(db: Db, contract: VisibleContract): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productionUnits)
    .where(and(eq(productionUnits.contractId, contract.id), isNull(productionUnits.packageId)));
  return row?.n ?? 0;
}
