// The shape of the server's document words (i18n/messages/<language>.documents.ts): quotes and
// contracts, the workbooks, the delivery note, QR labels. Each language's words are typed by
// DocumentWords, so a missing word is a type error. (Messages of the API are messages/<language>.ts.)
import type { CustomerType } from "@fenestra/core/crm/customer-fields";
import type { AgeingBucket, StatPeriod } from "@fenestra/core/finance/index";
import type { MaterialCategory } from "@fenestra/core/warehouse/index";
import type { WorkshopLink } from "@fenestra/core/workshop/index";

/** Words printed on quotes and contracts (and the delivery note's contract words). */
export type ExportLabels = {
  /** Between a label and its value. */
  readonly colon: string;
  readonly quote: string;
  readonly contract: string;
  readonly contractNo: string;
  /** An order's quote: the order's number. */
  readonly orderNo: string;
  readonly customer: string;
  readonly phone: string;
  readonly address: string;
  readonly website: string;
  readonly orderDate: string;
  readonly windows: string;
  readonly windowNo: string;
  readonly drawing: string;
  readonly series: string;
  readonly color: string;
  readonly glass: string;
  /** An order's quote: the profile pieces and panes one window's BOM cuts. */
  readonly profiles: string;
  readonly glassPanes: string;
  readonly shapedPane: string;
  readonly hardware: string;
  /** The hardware's parts as a window prints them: "Hinges: Roto NT · Handle: standard". */
  readonly hinge: string;
  readonly handle: string;
  readonly lock: string;
  /** The designer's default hinge and handle type ("standard"). */
  readonly standardHardware: string;
  readonly position: string;
  readonly size: string;
  readonly count: string;
  readonly area: string;
  readonly price: string;
  readonly amount: string;
  readonly quoteItems: string;
  readonly name: string;
  readonly discount: string;
  readonly note: string;
  readonly base: string;
  /** The quote lines' sum, the windows and quote lines together, the seller's raise (markup). */
  readonly extras: string;
  readonly subtotal: string;
  readonly markup: string;
  readonly total: string;
  readonly totalInCapitals: string;
  readonly collected: string;
  readonly balance: string;
  readonly paymentTerms: string;
  readonly standardPaymentTerms: string;
  readonly buyer: string;
  readonly seller: string;
  readonly signature: string;
  readonly seal: string;
  readonly date: string;
  readonly page: string;
  /** A sunnyhouse contract's sunroom (sunroom-sheet.ts): "Sunroom {name}: {width} × {depth} mm". */
  readonly sunroomTitle: string;
  readonly sunroomDrawings: string;
  readonly sunroomPlan: string;
  readonly sunroomElevationLeft: string;
  readonly sunroomElevationFront: string;
  readonly sunroomElevationRight: string;
  readonly sunroomRoofPlan: string;
  readonly sunroomBom: string;
  readonly sunroomStructure: string;
  /** "{name} {colour}: {length} mm, ends {a}° / {b}° × {count}" */
  readonly sunroomProfileLine: string;
  readonly sunroomPanels: string;
  /** Before a shaped roof panel's template figures. */
  readonly sunroomShape: string;
  readonly sunroomFacets: string;
  readonly sunroomAccessories: string;
  readonly sunroomCutting: string;
  /** "{profile} {colour}: {bars} bars, {use} % used" */
  readonly sunroomCutGroup: string;
  /** One bar pattern: "{length} mm × {repeat}: {cuts} (left {left})" */
  readonly sunroomCutBar: string;
  readonly sunroomCutFailed: string;
};

/** Column headings and sheet names of the order BOM workbook. */
export type BomLabels = {
  readonly sheets: {
    readonly profiles: string;
    readonly glass: string;
    readonly addons: string;
    readonly holes: string;
    readonly money: string;
    readonly totals: string;
  };
  readonly order: string;
  readonly computedAt: string;
  readonly stale: string;
  readonly code: string;
  readonly name: string;
  readonly colour: string;
  readonly length: string;
  readonly angles: string;
  readonly count: string;
  readonly weight: string;
  readonly optimize: string;
  readonly stockLength: string;
  readonly amount: string;
  readonly spec: string;
  readonly width: string;
  readonly height: string;
  /** A shaped pane's cut template drawing (glass sheet). */
  readonly template: string;
  readonly area: string;
  readonly unit: string;
  readonly unitPrice: string;
  readonly process: string;
  readonly category: string;
  readonly quantity: string;
  readonly yes: string;
  readonly no: string;
  readonly processes: Readonly<Record<"drilling" | "drainage" | "milling", string>>;
  /** Annealed panes where safety glass is required (docs/safety-glass.md). */
  readonly safety: {
    readonly sheet: string;
    readonly column: string;
    readonly window: string;
    readonly pane: string;
    readonly zones: string;
    readonly drawn: string;
    readonly ordered: string;
    /** What the Ordered column says when the series has no safety build-up of the make-up. */
    readonly none: string;
    /** The glass line of a safety build-up: "{spec}" is the annealed make-up it replaces. */
    readonly replaces: string;
    readonly rules: Readonly<Record<"door" | "doorSide" | "low" | "large", string>>;
  };
  readonly categories: Readonly<Record<"quote" | "cost" | "wage" | "retailQuote", string>>;
  readonly totals: Readonly<
    Record<
      | "profileLength"
      | "profilePieces"
      | "profileWeight"
      | "glassArea"
      | "glassWeight"
      | "glassPieces"
      | "material"
      | "quote"
      | "cost"
      | "wage"
      | "retailQuote",
      string
    >
  >;
};

/** Headings of the statistics workbook (money in yuan, area in m²). */
export type FinanceLabels = {
  readonly sheets: { readonly periods: string; readonly people: string; readonly ageing: string };
  readonly period: Readonly<Record<StatPeriod, string>>;
  readonly salesperson: string;
  readonly nobody: string;
  readonly contracts: string;
  readonly amount: string;
  readonly area: string;
  readonly collected: string;
  readonly receivable: string;
  readonly expenditure: string;
  readonly total: string;
  readonly bucket: string;
  readonly owed: string;
  readonly buckets: Readonly<Record<AgeingBucket, string>>;
  readonly fileName: string;
};

/** The wages workbook and the delivery note; the contract's own words are ExportLabels. */
export type WorkshopLabels = {
  readonly wages: string;
  readonly period: string;
  readonly worker: string;
  readonly link: string;
  readonly pieces: string;
  readonly amount: string;
  readonly total: string;
  readonly links: Readonly<Record<WorkshopLink, string>>;
  readonly deliveryNote: DeliveryNoteLabels;
};

export type DeliveryNoteLabels = {
  readonly title: string;
  readonly serial: string;
  readonly package: string;
  readonly notPacked: string;
  /** "{units} units in {packages} packages" */
  readonly summary: string;
  readonly deliveredBy: string;
  readonly receivedBy: string;
  readonly receipt: string;
};

/** The material list's columns (warehouse.xlsx.ts MATERIAL_COLUMNS). */
export type MaterialColumn =
  | "category"
  | "code"
  | "name"
  | "colors"
  | "brand"
  | "unit"
  | "rawLength"
  | "thickness"
  | "weightGrams"
  | "cost"
  | "position"
  | "warnThreshold";

/** The material list and the stock records workbooks. */
export type WarehouseSheetWords = {
  materials: string;
  ledger: string;
  material: Record<MaterialColumn, string>;
  categories: Record<MaterialCategory, string>;
  ledgerHead: string[];
  types: Record<number, string>;
};

/** What a material's and a storage position's QR label says besides its code. */
export type WarehouseLabelWords = { colors: string; position: string; storagePosition: string };

/** The customers workbook (read back by position, so any language's workbook imports). */
export type CustomerSheetWords = {
  sheet: string;
  columns: readonly [string, string, string, string, string, string, string, string];
  types: Record<CustomerType, string>;
};

/** The cutting workbook. */
export type CuttingSheetWords = {
  cuts: string;
  totals: string;
  head: [string, string, string, string, string, string, string, string, string, string, string, string];
  totalsHead: [string, string, string, string, string, string];
  stock: string;
  leftover: string;
  normal: string;
  flipped: string;
};

/** The glass sheet workbook and printed plan. */
export type GlassSheetWords = {
  panes: string;
  remnants: string;
  totals: string;
  /** Glass, sheet no., pane, label, width, height, x, y, turned, from remnant (its id and size) */
  head: [string, string, string, string, string, string, string, string, string, string];
  /** Glass, sheet no., width, height, x, y */
  remnantsHead: [string, string, string, string, string, string];
  /** Glass, sheet size, sheets, lower bound, pane m², yield % */
  totalsHead: [string, string, string, string, string, string];
  yes: string;
};

/** The measurement sheet (modules/measurement/photos/sheet.pdf.ts). */
export type MeasureSheetWords = {
  readonly title: string;
  readonly appointment: string;
  readonly measurer: string;
  readonly openings: string;
  /** An opening's heading when it has no room or position. */
  readonly opening: string;
  readonly widths: string;
  readonly heights: string;
  /** "{value} mm (the smallest)" */
  readonly used: string;
  readonly diagonals: string;
  /** "out of square by {value} mm" */
  readonly outOfSquare: string;
  readonly wall: string;
  readonly sill: string;
  readonly reveal: string;
  readonly photos: string;
  readonly none: string;
  /** "Page {page} of {pages}" */
  readonly page: string;
};

export type DocumentWords = {
  /** An end cut square under the series' minimum mitre angle, by joint style; {angle}: its mitre. */
  readonly acuteEnd: Readonly<Record<"butt" | "coped", string>>;
  readonly exports: ExportLabels;
  readonly bom: BomLabels;
  readonly finance: FinanceLabels;
  readonly workshop: WorkshopLabels;
  readonly warehouseSheets: WarehouseSheetWords;
  readonly warehouseLabels: WarehouseLabelWords;
  readonly customerSheet: CustomerSheetWords;
  readonly cuttingSheet: CuttingSheetWords;
  readonly glassSheets: GlassSheetWords;
  readonly measureSheet: MeasureSheetWords;
};
