import type { ContractType, CustomerConfirm } from "@fenestra/api";
import { quoteLineAmount } from "@fenestra/core/pricing/item-price";
import { shownNumber } from "@fenestra/core/schemas/bounds";
import type { ContractState } from "@fenestra/core/workflows/contract-machine";
import type { collections, quoteItems } from "../../db/schema/index.ts";
import type { ContractRow } from "../../tenancy/contract-access.ts";

export function presentContract(c: ContractRow) {
  return {
    id: c.id,
    contractNo: c.contractNo ?? "",
    customer: c.customer ?? "",
    phone: c.phone ?? "",
    address: c.address ?? "",
    customerId: c.customerId,
    type: c.type as ContractType,
    status: c.status as ContractState,
    amount: shownNumber(c.amount),
    area: shownNumber(c.area),
    discountPercent: shownNumber(c.discountPercent),
    markupPercent: shownNumber(c.markupPercent),
    orderDate: c.orderDate ?? null,
    salespersonId: c.salespersonId,
    confirmed: c.confirmed,
    customerConfirm: c.customerConfirm as CustomerConfirm,
    ownerCompanyId: c.companyId,
    factoryCompanyId: c.factoryCompanyId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

export function presentQuoteItem(q: typeof quoteItems.$inferSelect) {
  return {
    id: q.id,
    name: q.name,
    price: q.price,
    count: q.count,
    length: q.length,
    discountPercent: q.discountPercent,
    note: q.note,
    amount: quoteLineAmount({ priceFen: q.price, count: q.count, discountPercent: q.discountPercent }),
    version: q.version,
  };
}

export function presentCollection(c: typeof collections.$inferSelect) {
  return {
    id: c.id,
    amount: shownNumber(c.amount),
    method: c.method,
    note: c.note,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
  };
}
