import type { ContractDocument, DocumentRow } from "./document-model.ts";

// The contract documents the export tests lay out: one window row and one document, each with
// plain defaults the test changes where it matters.

/** A window row: C1, TB60 white 1200 × 800 with 5+12A+5, priced nothing, no drawing; `row` changes any field. */
export const documentRow = (row: Partial<DocumentRow> = {}): DocumentRow => ({
  windowNo: "C1",
  series: "TB60",
  color: "white",
  glass: "5+12A+5",
  hardware: "",
  position: "",
  note: "",
  widthMm: 1200,
  heightMm: 800,
  count: 1,
  areaM2: 0.48,
  priceFen: 0,
  amountFen: 0,
  drawing: null,
  templates: [],
  ...row,
});

/**
 * A contract HT-1 of 2026-11-27 from Fenestra (no logo, no seal) in `labels`' words: one
 * documentRow, no other items, nothing charged nor collected; `doc` changes any field.
 */
export const contractDocument = (
  labels: ContractDocument["labels"],
  doc: Partial<ContractDocument> = {},
): ContractDocument => ({
  kind: "contract",
  labels,
  company: { name: "Fenestra", telephone: "", address: "", website: "", logo: null, seal: null },
  contractNo: "HT-1",
  customer: "Ivan",
  phone: "",
  address: "",
  orderDate: "2026-11-27",
  rows: [documentRow()],
  quoteLines: [],
  price: {
    baseFen: 0,
    extrasFen: 0,
    subtotalFen: 0,
    discountPercent: 100,
    discountFen: 0,
    markupPercent: 100,
    markupFen: 0,
  },
  totalFen: 0,
  totalInCapitals: null,
  collectedFen: 0,
  balanceFen: 0,
  paymentTerms: "",
  ...doc,
});
