// A paid purchase's receipt as an A5 PDF (pdfkit), in the caller's language: the order number,
// the company, what was bought, the amount in yuan, the channel and when it was paid.
import type { Language } from "@fenestra/core";
import { EDITIONS, type EditionName, MODULES } from "@fenestra/core/account/entitlements";
import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import PDFDocument from "pdfkit";
import { translate } from "../../i18n/catalogue.ts";
import { pdfFonts } from "../../shared/pdf/pdf-fonts.ts";
import type { PaymentOrderRow } from "./purchase.queries.ts";

/** What the item was, in words (also the purchase history's line). */
export function itemText(language: Language, item: PurchaseItem): string {
  const t = (key: string, params: Record<string, string> = {}) => translate(language, key, params);
  const edition = (name: EditionName) => t(`edition.${name}`);
  switch (item.kind) {
    case "edition":
      return t("purchase.item_edition", {
        edition: edition(item.edition),
        quantity: String(item.quantity),
        term: t(`purchase.term_${item.term}`),
      });
    case "upgrade":
      return t("purchase.item_upgrade", { edition: edition(item.edition) });
    case "seats":
      return t("purchase.item_seats", { count: String(item.count) });
    case "module":
      return t("purchase.item_module", { module: t(`module.${item.module}`) });
    case "topup":
      return t("purchase.item_topup");
  }
}

// Both tables are read so a new edition or module shows up here as a type error in itemText.
void EDITIONS;
void MODULES;

export async function receiptPdf(
  language: Language,
  order: PaymentOrderRow,
  company: string,
): Promise<Buffer> {
  const t = (key: string) => translate(language, key);
  const font = pdfFonts().regular[0];
  if (!font) throw new Error("no PDF font");
  const pdf = new PDFDocument({
    size: "A5",
    margin: 40,
    info: { Title: `${t("purchase.receipt_title")} ${order.outTradeNo}` },
  });
  pdf.registerFont(font.name, font.data, font.family);
  pdf.font(font.name);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  pdf.fontSize(20).text(t("purchase.receipt_title"), { align: "center" }).moveDown(1.5);
  const rows: [string, string][] = [
    [t("purchase.receipt_no"), order.outTradeNo],
    [t("purchase.receipt_company"), company],
    [t("purchase.receipt_item"), itemText(language, order.item)],
    [t("purchase.receipt_amount"), formatYuan(order.amountFen)],
    [t("purchase.receipt_channel"), t(`purchase.channel_${order.channel}`)],
    [
      t("purchase.receipt_paid_at"),
      order.paidAt ? `${order.paidAt.toISOString().slice(0, 19).replace("T", " ")} UTC` : "",
    ],
  ];
  pdf.fontSize(11);
  for (const [label, value] of rows) {
    const y = pdf.y;
    pdf.fillColor("#555555").text(label, 40, y, { width: 110 });
    const after = pdf.y;
    pdf.fillColor("#000000").text(value, 160, y, { width: pdf.page.width - 200 });
    pdf.y = Math.max(after, pdf.y) + 6;
  }
  pdf.end();
  return done;
}
