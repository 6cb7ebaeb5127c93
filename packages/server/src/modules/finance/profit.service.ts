// Order profit per contract (docs/finance.md): the rows every cost of a contract is read from —
// its orders' BOM totals, the stock ledger's lines picked for it, its production units' wage
// links, the ledger's expenditures tied to it, whether its picking is done — handed to core's orderProfit, which does the
// arithmetic and says, part by part, whether it counted the estimate or the actual.
import { CONTRACT_STOCK_TYPES, orderProfit } from "@fenestra/core/finance/index";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { collections, contracts, productionUnits, stockLines } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { onePage } from "../../shared/paging.ts";
import { loadContractFor, visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { orderBom } from "../bom/bom.service.ts";
import { contractOrders } from "../contracts/contracts.queries.ts";
import { pickingDone } from "../warehouse/warehouse.picking.ts";

type CostRecords = {
  stock: { type: number; valueFen: number }[];
  units: Record<string, number>[];
  expenditures: { amount: number }[];
};

/**
 * The recorded costs of `ids` in the caller's company: stock lines summed per operation type (a
 * pick-out and its reversal keep their type, so a type present means one was written), each
 * production unit's wage links, expenditures summed (present only when one names the contract).
 */
async function costRecords(db: Db, tenant: Tenant, ids: readonly number[]) {
  const out = new Map<number, CostRecords>(ids.map((id) => [id, { stock: [], units: [], expenditures: [] }]));
  if (ids.length === 0) return out;
  const stock = await db
    .select({
      contractId: stockLines.contractId,
      type: stockLines.type,
      valueFen: sql<number>`sum(${stockLines.valueFen})::bigint`.mapWith(Number),
    })
    .from(stockLines)
    .where(
      and(
        eq(stockLines.companyId, tenant.companyId),
        inArray(stockLines.contractId, [...ids]),
        inArray(stockLines.type, [...CONTRACT_STOCK_TYPES]),
      ),
    )
    .groupBy(stockLines.contractId, stockLines.type);
  for (const r of stock) if (r.contractId !== null) out.get(r.contractId)?.stock.push(r);
  const units = await db
    .select({ contractId: productionUnits.contractId, wages: productionUnits.wages })
    .from(productionUnits)
    .where(
      and(eq(productionUnits.companyId, tenant.companyId), inArray(productionUnits.contractId, [...ids])),
    );
  for (const r of units) out.get(r.contractId)?.units.push(r.wages);
  const spent = await db
    .select({
      contractId: collections.contractId,
      amount: sql<number>`sum(${collections.amount})::bigint`.mapWith(Number),
    })
    .from(collections)
    .where(
      and(
        eq(collections.companyId, tenant.companyId),
        eq(collections.kind, "expenditure"),
        inArray(collections.contractId, [...ids]),
      ),
    )
    .groupBy(collections.contractId);
  for (const r of spent) if (r.contractId !== null) out.get(r.contractId)?.expenditures.push(r);
  return out;
}

export async function profitPage(db: Db, tenant: Tenant, page: number, pageSize: number, now: Date) {
  const mine = and(visibleContracts(tenant), eq(contracts.companyId, tenant.companyId));
  const listed = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(mine)
    .orderBy(desc(contracts.id))
    .$dynamic();
  const { items: rows, total } = await onePage(
    db,
    { rows: listed, table: contracts, where: mine },
    { page, pageSize },
    (r) => r,
  );
  const records = await costRecords(
    db,
    tenant,
    rows.map((r) => r.id),
  );
  const items = [];
  for (const { id } of rows) {
    const contract = await loadContractFor(db, tenant, id, "read");
    const bom = [];
    let incomplete = false;
    for (const { order } of await contractOrders(db, contract)) {
      try {
        const { totals } = (await orderBom(db, tenant, order.id, now, false)).bom;
        bom.push({ material: totals.material, cost: totals.cost, wage: totals.wage });
      } catch (error) {
        // A window whose series is gone or whose design is refused: the row says it is incomplete.
        if (!(error instanceof AppError)) throw error;
        incomplete = true;
      }
    }
    const recorded = records.get(id) ?? { stock: [], units: [], expenditures: [] };
    // The pick list is read only for a contract stock was picked for (the rest has nothing picked).
    const picked = recorded.stock.some((l) => l.type !== 2);
    items.push({
      contractId: contract.id,
      contractNo: contract.contractNo ?? "",
      customer: contract.customer ?? "",
      ...orderProfit({
        quoted: contract.amount,
        bom,
        ...recorded,
        pickingDone: picked && (await pickingDone(db, tenant, id, now)),
      }),
      incomplete,
    });
  }
  return { items, total };
}
