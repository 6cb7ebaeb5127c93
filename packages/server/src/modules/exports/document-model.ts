// Everything a printed quote or contract shows, read once and handed to the PDF, xlsx and
// docx writers, which only lay it out.
import type { Language } from "@fenestra/core";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyBranding, orderItems } from "../../db/schema/index.ts";
import type { AuthContext } from "../../plugins/context.ts";
import { detail } from "../contracts/contracts.service.ts";
import { LABELS, type Labels } from "./labels.ts";
import { windowPng } from "./window-drawing.ts";

export const DOCUMENT_KINDS = ["quote", "contract"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentRow = {
  windowNo: string;
  widthMm: number;
  heightMm: number;
  count: number;
  areaM2: number;
  priceFen: number;
  amountFen: number;
  drawing: Buffer | null;
};

export type ContractDocument = {
  kind: DocumentKind;
  labels: Labels;
  company: { name: string; logo: Buffer | null; seal: Buffer | null };
  contractNo: string;
  customer: string;
  phone: string;
  address: string;
  orderDate: string;
  rows: DocumentRow[];
  quoteLines: {
    name: string;
    priceFen: number;
    count: number;
    discountPercent: number;
    amountFen: number;
    note: string;
  }[];
  baseFen: number;
  discountPercent: number;
  totalFen: number;
};

/** Decodes a stored PNG data URL to bytes. */
export function imageBytes(dataUrl: string | null | undefined): Buffer | null {
  const match = dataUrl ? /^data:image\/(png);base64,(.+)$/.exec(dataUrl) : null;
  return match?.[2] ? Buffer.from(match[2], "base64") : null;
}

export async function loadDocument(
  db: Db,
  auth: AuthContext,
  contractId: number,
  kind: DocumentKind,
  language: Language,
): Promise<ContractDocument> {
  const contract = await detail(db, auth, contractId);
  const [company] = await db
    .select({ name: companies.name, logo: companyBranding.logo, seal: companyBranding.seal })
    .from(companies)
    .leftJoin(companyBranding, eq(companyBranding.companyId, companies.id))
    .where(eq(companies.id, contract.ownerCompanyId));
  const orderIds = contract.orders.map((o) => o.id);
  // Identical windows (same design) share one drawing.
  const drawings = new Map<string, Buffer | null>();
  const drawingOf = (design: (typeof orderItems.$inferSelect)["design"]) => {
    const key = JSON.stringify(design);
    if (!drawings.has(key)) drawings.set(key, windowPng(design));
    return drawings.get(key) ?? null;
  };
  const items =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(orderItems.id);
  return {
    kind,
    labels: LABELS[language],
    company: { name: company?.name ?? "", logo: imageBytes(company?.logo), seal: imageBytes(company?.seal) },
    contractNo: contract.contractNo,
    customer: contract.customer,
    phone: contract.phone,
    address: contract.address,
    orderDate: contract.orderDate ?? "",
    rows: items.map((i) => ({
      windowNo: i.windowNo,
      widthMm: i.width,
      heightMm: i.height,
      count: i.count,
      areaM2: i.area,
      priceFen: i.price,
      amountFen: i.amount,
      drawing: drawingOf(i.design),
    })),
    quoteLines: contract.quoteItems.map((q) => ({
      name: q.name,
      priceFen: q.price,
      count: q.count,
      discountPercent: q.discountPercent,
      amountFen: q.amount,
      note: q.note,
    })),
    baseFen: contract.baseAmount,
    discountPercent: contract.discountPercent,
    totalFen: contract.amount,
  };
}
