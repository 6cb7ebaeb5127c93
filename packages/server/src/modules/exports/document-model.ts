// Everything a printed quote or contract shows (read by document-load.ts), handed to the PDF,
// xlsx and docx writers, which only lay it out.

import type { DocumentKind } from "@fenestra/api";
import type { Bom } from "@fenestra/core";
import type { HardwarePiece } from "@fenestra/core/bom/index";
import { designHardware, STANDARD_HARDWARE } from "@fenestra/core/design/hardware";
import { layout } from "@fenestra/core/design/layout/layout";
import type { GlassTemplate } from "@fenestra/core/design/layout-types";
import type { Design } from "@fenestra/core/design/model";
import type { SeriesGeometry } from "@fenestra/core/design/series-geometry";
import { formatYuan, yuanNumber } from "@fenestra/core/pricing/money-text";
import type { ExportLabels } from "../../i18n/document-words.ts";
import { templatePng } from "./window-drawing.ts";

export type DocumentRow = {
  windowNo: string;
  series: string;
  color: string;
  glass: string;
  hardware: string;
  position: string;
  note: string;
  widthMm: number;
  heightMm: number;
  count: number;
  areaM2: number;
  priceFen: number;
  amountFen: number;
  drawing: Buffer | null;
  /**
   * Each shaped pane's cut template (what the glass supplier cuts): drawn from core's template
   * render model under the window, captioned with its figures (shapedPaneTexts).
   */
  templates: { caption: string; drawing: Buffer | null }[];
  /** An order's quote: what the window's BOM cuts for one window (none without the BOM). */
  materials?: WindowMaterials;
};

/** One window's profile pieces and panes as printed lines ("TB60 frame 1500 × 2"). */
export type WindowMaterials = { profiles: string[]; glass: string[] };

const mm1 = (n: number) => String(Math.round(n * 10) / 10);

/** One shaped pane as printed: its template in figures and as a drawing, and how many the window has. */
export type ShapedPane = { text: string; template: GlassTemplate; count: number };

/**
 * The shaped panes of a window as the BOM orders them (docs/bom.md: the cut shape, its bounding
 * size and each edge clockwise from the top-left, arcs with their radius), one per shape:
 * "1004 × 669.3: 836.7 / 1004 / 836.7" or "… / 1528.8 R 917.7 / …", "× n" when repeated.
 * Rectangular panes have none: their size is the whole template.
 */
export function shapedPanes(design: Design, geometry?: SeriesGeometry): ShapedPane[] {
  let fills: ReturnType<typeof layout>["fills"];
  try {
    fills = layout(design, geometry).fills;
  } catch {
    return [];
  }
  const found = new Map<string, ShapedPane>();
  for (const f of fills) {
    if (!f.shaped) continue;
    const t = f.template;
    const text = templateText(t);
    const seen = found.get(text);
    found.set(text, { text, template: t, count: (seen?.count ?? 0) + 1 });
  }
  return [...found.values()];
}

/** A cut template in figures: its bounding size and each edge clockwise, arcs with their radius. */
export function templateText(t: GlassTemplate): string {
  const edges = t.edges.map((e) =>
    e.radius === undefined ? mm1(e.length) : `${mm1(e.length)} R ${mm1(e.radius)}`,
  );
  return `${mm1(t.width)} × ${mm1(t.height)}: ${edges.join(" / ")}`;
}

const paneText = (p: ShapedPane) => (p.count > 1 ? `${p.text} (× ${p.count})` : p.text);

/** The printed text of each shaped pane ("… (× 2)" when repeated). */
export function shapedPaneTexts(design: Design, geometry?: SeriesGeometry): string[] {
  return shapedPanes(design, geometry).map(paneText);
}

/** Template drawings are rendered this many pixels wide (printed about 100 pt). */
const TEMPLATE_PX = 400;

/** A window's shaped panes: their texts beside the drawing and their template drawings under it. */
export function printedPanes(
  design: Design,
  geometry: SeriesGeometry,
  drawn: Map<string, Buffer | null> = new Map(),
): Pick<DocumentRow, "templates"> {
  const panes = shapedPanes(design, geometry);
  // one drawing per distinct template in the document
  const drawingOf = (p: ShapedPane) => {
    if (!drawn.has(p.text)) drawn.set(p.text, templatePng(p.template, TEMPLATE_PX));
    return drawn.get(p.text) ?? null;
  };
  return { templates: panes.map((p) => ({ caption: paneText(p), drawing: drawingOf(p) })) };
}

export type QuoteLine = {
  name: string;
  priceFen: number;
  count: number;
  discountPercent: number;
  amountFen: number;
  note: string;
};

export type ContractDocument = {
  kind: DocumentKind;
  labels: ExportLabels;
  company: {
    name: string;
    telephone: string;
    address: string;
    website: string;
    logo: Buffer | null;
    seal: Buffer | null;
  };
  contractNo: string;
  /** An order's quote: the order's number (its contract's, when it is in one, in contractNo). */
  orderNo?: string;
  customer: string;
  phone: string;
  address: string;
  orderDate: string;
  rows: DocumentRow[];
  quoteLines: QuoteLine[];
  /** How the total is made (the contract page's priceSteps): printed by totalRows. */
  price: {
    baseFen: number;
    extrasFen: number;
    subtotalFen: number;
    discountPercent: number;
    discountFen: number;
    markupPercent: number;
    /** null when the caller may not see the agency price (the amount would reveal it). */
    markupFen: number | null;
  };
  totalFen: number;
  /** zh-CN only: the total in Chinese capital numerals (大写金额), e.g. 人民币叁仟贰佰陆拾陆元整. */
  totalInCapitals: string | null;
  collectedFen: number;
  balanceFen: number;
  /** The company's own payment terms, or the catalogue's standard ones. */
  paymentTerms: string;
  /** A sunnyhouse contract: the sunroom it was made from (sunroom-sheet.ts). */
  sunroom?: SunroomSheet | null;
};

/** What one window's BOM cuts, as a document prints it: each profile piece and each pane ("TB60 frame 1500 × 2"). */
export function windowMaterials(bom: Bom): WindowMaterials {
  return {
    profiles: bom.profiles.map((p) => `${p.name || p.code} ${mm1(p.length)} × ${p.count}`),
    glass: bom.glass.map((g) => `${g.spec || g.name} ${mm1(g.width)} × ${mm1(g.height)} × ${g.count}`),
  };
}

/** The document's numbers beside the customer: the order's (an order's quote), the contract's, the date. */
export function documentNumbers(doc: ContractDocument): [string, string][] {
  const L = doc.labels;
  return [
    ...(doc.orderNo === undefined
      ? [[L.contractNo, doc.contractNo] as [string, string]]
      : [
          [L.orderNo, doc.orderNo] as [string, string],
          ...(doc.contractNo ? [[L.contractNo, doc.contractNo] as [string, string]] : []),
        ]),
    [L.orderDate, doc.orderDate],
  ];
}

/**
 * A window's hardware as printed: the brand its order item names; then the hinges, handle and
 * lock its sashes are set to in the designer ("Hinges: Roto NT · Handle: Hoppe"; an older
 * design's "standard" in the reader's language), or, where the designer names no hinge or handle
 * (the series' own), the hardware its series chooses for it ("casement handle × 1 · …");
 * empty for a fixed window with no brand.
 */
export function hardwareText(
  brand: string,
  design: Design,
  fromSeries: readonly HardwarePiece[],
  L: ExportLabels,
): string {
  const hardware = designHardware(design);
  const named = (type: string) => (type === STANDARD_HARDWARE ? L.standardHardware : type);
  const part = (label: string, types: string[]) =>
    types.length === 0 ? [] : [`${label}${L.colon}${types.map(named).join(" / ")}`];
  const own = [
    ...part(L.hinge, hardware.hinges),
    ...part(L.handle, hardware.handles),
    ...part(L.lock, hardware.locks),
  ];
  const seriesOwn = hardware.hinges.length === 0 && hardware.handles.length === 0;
  return [
    ...(brand.trim() === "" ? [] : [brand.trim()]),
    ...own,
    ...(seriesOwn ? fromSeries.map((h) => `${h.name} × ${h.count}`) : []),
  ].join(" · ");
}

/** One line beside a window's drawing; `figure` is the number a spreadsheet writes instead of text. */
export type WindowDetail = {
  label: string;
  text: string;
  figure?: { value: number; money: boolean };
  /** The window's amount, set in bold. */
  amount?: boolean;
};

/** An other item's cells as the PDF and .docx print them: name, price, count, discount, amount, note. */
export function quoteLineTexts(q: QuoteLine): string[] {
  return [
    q.name,
    formatYuan(q.priceFen),
    String(q.count),
    `${q.discountPercent}%`,
    formatYuan(q.amountFen),
    q.note,
  ];
}

/** What every export prints beside a window's drawing, in this order. */
export function windowDetails(r: DocumentRow, L: ExportLabels): WindowDetail[] {
  return [
    { label: L.series, text: r.series || "—" },
    { label: L.color, text: r.color || "—" },
    { label: L.glass, text: r.glass || "—" },
    { label: L.hardware, text: r.hardware || "—" },
    ...(r.position ? [{ label: L.position, text: r.position }] : []),
    { label: L.size, text: `${r.widthMm} × ${r.heightMm}` },
    { label: L.count, text: String(r.count), figure: { value: r.count, money: false } },
    { label: L.area, text: `${r.areaM2.toFixed(2)} × ${r.count} = ${(r.areaM2 * r.count).toFixed(2)}` },
    { label: L.price, text: formatYuan(r.priceFen), figure: { value: yuanNumber(r.priceFen), money: true } },
    {
      label: L.amount,
      text: formatYuan(r.amountFen),
      figure: { value: yuanNumber(r.amountFen), money: true },
      amount: true,
    },
    // a template that could not be drawn is printed in figures here
    ...r.templates.filter((t) => !t.drawing).map((t) => ({ label: L.shapedPane, text: t.caption })),
    ...(r.note ? [{ label: L.note, text: r.note }] : []),
    ...(r.materials?.profiles.length ? [{ label: L.profiles, text: r.materials.profiles.join("\n") }] : []),
    ...(r.materials?.glass.length ? [{ label: L.glassPanes, text: r.materials.glass.join("\n") }] : []),
  ];
}

/**
 * One line of the totals: its label, its amount in fen (null: none to show) and as text, and how
 * it is set: the total large and bold, the balance bold.
 */
export type TotalRow = {
  label: string;
  fen: number | null;
  text: string;
  emphasis: "total" | "bold" | "plain";
};

const signed = (fen: number) => (fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen));

/**
 * The totals every export prints, from the windows to the total, each step that applies with
 * what it changes (core's contractBreakdown): windows; other items and their subtotal; the
 * contract discount "Discount 95%  -405.75"; the raise "Raise 105%  +385.66"; the total; what
 * was collected and the balance.
 */
export function totalRows(doc: ContractDocument): TotalRow[] {
  const L = doc.labels;
  const p = doc.price;
  const row = (
    label: string,
    fen: number | null,
    text: string,
    emphasis: TotalRow["emphasis"] = "plain",
  ) => ({
    label,
    fen,
    text,
    emphasis,
  });
  const changed = p.discountPercent !== 100 || p.markupPercent !== 100;
  return [
    row(L.base, p.baseFen, formatYuan(p.baseFen)),
    ...(doc.quoteLines.length > 0 ? [row(L.extras, p.extrasFen, signed(p.extrasFen))] : []),
    ...(doc.quoteLines.length > 0 && changed
      ? [row(L.subtotal, p.subtotalFen, formatYuan(p.subtotalFen))]
      : []),
    ...(p.discountPercent !== 100
      ? [row(`${L.discount} ${p.discountPercent}%`, p.discountFen, signed(p.discountFen))]
      : []),
    ...(p.markupPercent !== 100
      ? [row(`${L.markup} ${p.markupPercent}%`, p.markupFen, p.markupFen === null ? "" : signed(p.markupFen))]
      : []),
    row(L.total, doc.totalFen, formatYuan(doc.totalFen), "total"),
    ...(doc.collectedFen > 0
      ? [
          row(L.collected, doc.collectedFen, formatYuan(doc.collectedFen)),
          row(L.balance, doc.balanceFen, formatYuan(doc.balanceFen), "bold"),
        ]
      : []),
  ];
}

/** A sunnyhouse contract's sunroom as printed (made by sunroom-sheet.ts). */
export type SunroomSheet = {
  /** "Sunroom Garden room: 4000 × 3000 mm" */
  title: string;
  drawings: { title: string; png: Buffer | null }[];
  /** Each part of the BOM under its heading, one printed line per BOM line. */
  bom: { heading: string; lines: string[] }[];
  /** Per profile and colour: its summary, then one line per bar pattern. */
  cutting: { heading: string; lines: string[] }[];
};
