// Order profit per contract: its quoted amount less the cost its orders' BOMs give from the
// series' cost formulas and the wages from their wage formulas (core/finance/profit.ts).
import { orderProfit } from "@fenestra/core/finance/index";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contracts } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { loadContractFor, visibleContracts } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { orderBom } from "../bom/bom.service.ts";
import { contractOrders } from "../contracts/contracts.queries.ts";

export async function profitPage(db: Db, tenant: Tenant, page: number, pageSize: number, now: Date) {
  const mine = and(visibleContracts(tenant), eq(contracts.companyId, tenant.companyId));
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(mine)
    .orderBy(desc(contracts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(contracts).where(mine);
  const items = [];
  for (const { id } of rows) {
    const contract = await loadContractFor(db, tenant, id, "read");
    let cost = 0;
    let wages = 0;
    let incomplete = false;
    for (const { order } of await contractOrders(db, contract)) {
      try {
        const { bom } = await orderBom(db, tenant, order.id, now, false);
        cost += bom.totals.cost;
        wages += bom.totals.wage;
      } catch (error) {
        // A window whose series is gone or whose design is refused: the row says it is incomplete.
        if (!(error instanceof AppError)) throw error;
        incomplete = true;
      }
    }
    items.push({
      contractId: contract.id,
      contractNo: contract.contractNo ?? "",
      customer: contract.customer ?? "",
      ...orderProfit(contract.amount, Math.round(cost), Math.round(wages)),
      incomplete,
    });
  }
  return { items, total: total?.n ?? 0 };
}
