// Reads what a printed quote or contract shows (document-model.ts) from the database: a
// contract's, or one order's as a quote.

import type { DocumentKind } from "@fenestra/api";
import type { Language } from "@fenestra/core";
import { windowHardware } from "@fenestra/core/bom/index";
import { chineseCapitalAmount } from "@fenestra/core/pricing/chinese-capital-amount";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyBranding, contracts, orderItems, series } from "../../db/schema/index.ts";
import { whenAny } from "../../db/when-any.ts";
import { documentWords } from "../../i18n/catalogue.ts";
import type { ExportLabels } from "../../i18n/document-words.ts";
import { AppError } from "../../plugins/errors.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { detail } from "../contracts/contracts.service.ts";
import { windowSeriesBom } from "../production/production-units.ts";
import { moduleValue } from "../series/series.access.ts";
import {
  type ContractDocument,
  type DocumentRow,
  hardwareText,
  printedPanes,
  windowMaterials,
} from "./document-model.ts";
import { loadSunroomSheet } from "./sunroom-sheet.ts";
import { windowPng } from "./window-drawing.ts";
import { windowGeometries } from "./window-geometry.ts";

/** Drawings are rendered this many pixels wide: about 230 dpi at the PDF's 230 pt. */
const DRAWING_PX = 750;

/** A stored image's bytes (a PNG, checked when it was uploaded), or null. */
async function imageBytes(storage: FileStorage, key: string | null | undefined): Promise<Buffer | null> {
  if (!key) return null;
  return (await storage.get(key))?.bytes ?? null;
}

type ItemRow = typeof orderItems.$inferSelect;

/** The company's letterhead (name, contacts, logo and seal) and its payment terms, as documents print them. */
export async function companyOf({ db, storage }: { db: Db; storage: FileStorage }, companyId: number) {
  const [company] = await db
    .select({ name: companies.name, branding: companyBranding })
    .from(companies)
    .leftJoin(companyBranding, eq(companyBranding.companyId, companies.id))
    .where(eq(companies.id, companyId));
  const branding = company?.branding;
  return {
    company: {
      name: company?.name ?? "",
      telephone: branding?.telephone ?? "",
      address: branding?.address ?? "",
      website: branding?.website ?? "",
      logo: await imageBytes(storage, branding?.logoFile),
      seal: await imageBytes(storage, branding?.sealFile),
    },
    paymentTerms: branding?.paymentTerms ?? "",
  };
}

/**
 * The windows as documents print them: each drawn with its own series' geometry (identical
 * windows, same design and series, share one drawing), its details and shaped panes; with
 * `materials`, what its BOM cuts for one window.
 */
async function windowRows(
  db: Db,
  items: readonly ItemRow[],
  language: Language,
  labels: ExportLabels,
  materials: boolean,
): Promise<DocumentRow[]> {
  const geometryOf = await windowGeometries(db, items);
  const drawings = new Map<string, Buffer | null>();
  const drawingOf = (item: ItemRow) => {
    const key = JSON.stringify([item.companyId, item.seriesId, item.design]);
    if (!drawings.has(key)) drawings.set(key, windowPng(item.design, DRAWING_PX, geometryOf(item), language));
    return drawings.get(key) ?? null;
  };
  const templateDrawings = new Map<string, Buffer | null>();
  const seriesIds = [
    ...new Set(items.map((i) => Number(i.seriesId)).filter((id) => Number.isSafeInteger(id))),
  ];
  const seriesNames = new Map(
    (
      await whenAny(seriesIds, () =>
        db.select({ id: series.id, name: series.name }).from(series).where(inArray(series.id, seriesIds)),
      )
    ).map((s) => [String(s.id), s.name]),
  );
  const rows: DocumentRow[] = [];
  for (const i of items) {
    const made = await windowSeriesBom(db, i);
    const hardware = made ? windowHardware(made.bom, made.series.accessories) : [];
    rows.push({
      windowNo: i.windowNo,
      series: (i.seriesId && seriesNames.get(i.seriesId)) ?? "",
      color: i.color,
      glass: i.glass,
      hardware: hardwareText(i.hardwareBrand, i.design, hardware, labels),
      position: i.installPosition,
      note: i.note,
      widthMm: i.width,
      heightMm: i.height,
      count: i.count,
      areaM2: i.area,
      priceFen: i.price,
      amountFen: i.amount,
      drawing: drawingOf(i),
      ...printedPanes(i.design, geometryOf(i), templateDrawings),
      ...(materials && made ? { materials: windowMaterials(made.bom) } : {}),
    });
  }
  return rows;
}

export async function loadDocument(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  contractId: number,
  kind: DocumentKind,
  language: Language,
): Promise<ContractDocument> {
  const { db } = deps;
  const contract = await detail(db, tenant, contractId);
  const orderIds = contract.orders.map((o) => o.id);
  const items = await whenAny(orderIds, () =>
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id),
  );
  const labels = documentWords[language].exports;
  const { company, paymentTerms } = await companyOf(deps, contract.ownerCompanyId);
  return {
    kind,
    labels,
    company,
    contractNo: contract.contractNo,
    customer: contract.customer,
    phone: contract.phone,
    address: contract.address,
    orderDate: contract.orderDate ?? "",
    rows: await windowRows(db, items, language, labels, false),
    quoteLines: contract.quoteItems.map((q) => ({
      name: q.name,
      priceFen: q.price,
      count: q.count,
      discountPercent: q.discountPercent,
      amountFen: q.amount,
      note: q.note,
    })),
    price: {
      baseFen: contract.baseAmount,
      extrasFen: contract.priceSteps.extras,
      subtotalFen: contract.priceSteps.subtotal,
      discountPercent: contract.discountPercent,
      discountFen: contract.priceSteps.discount,
      markupPercent: contract.markupPercent,
      markupFen: contract.priceSteps.markup,
    },
    totalFen: contract.amount,
    totalInCapitals: language === "zh-CN" ? `人民币${chineseCapitalAmount(contract.amount)}` : null,
    collectedFen: contract.collected,
    balanceFen: contract.balance,
    paymentTerms: paymentTerms || labels.standardPaymentTerms,
    sunroom:
      contract.type === "sunnyhouse" && contract.sunroom
        ? await loadSunroomSheet(db, tenant, contract.sunroom.id, language, labels)
        : null,
  };
}

/**
 * One order as a quote (the drawing page's PDF, Excel and Word; /orders/export/{id}): its windows
 * with their drawings, details and price and, where the company has the BOM (the script module),
 * each window's materials; the order's amount as the total. Read through the order's visibility
 * rule (another company's order, or one a sub-account does not sell, is 'missing.order').
 */
export async function loadOrderDocument(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  orderId: number,
  language: Language,
): Promise<ContractDocument> {
  const { db } = deps;
  const found = await findVisibleOrder(db, tenant, orderId);
  if (!found) throw new AppError("missing.order");
  const { order } = found;
  const [items, contract] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id),
    order.contractId === null
      ? undefined
      : db
          .select({ contractNo: contracts.contractNo })
          .from(contracts)
          .where(eq(contracts.id, order.contractId))
          .then((r) => r[0]),
  ]);
  const labels = documentWords[language].exports;
  const { company, paymentTerms } = await companyOf(deps, order.companyId);
  const materials = (await moduleValue(db, tenant, "script")) > 0;
  return {
    kind: "quote",
    labels,
    company,
    orderNo: order.orderNo ?? "",
    contractNo: contract?.contractNo ?? "",
    customer: order.customer ?? "",
    phone: "",
    address: "",
    orderDate: order.createdAt.toISOString().slice(0, 10),
    rows: await windowRows(db, items, language, labels, materials),
    quoteLines: [],
    price: {
      baseFen: order.amount,
      extrasFen: 0,
      subtotalFen: order.amount,
      discountPercent: 100,
      discountFen: 0,
      markupPercent: 100,
      markupFen: 0,
    },
    totalFen: order.amount,
    totalInCapitals: language === "zh-CN" ? `人民币${chineseCapitalAmount(order.amount)}` : null,
    collectedFen: 0,
    balanceFen: order.amount,
    paymentTerms: paymentTerms || labels.standardPaymentTerms,
  };
}
