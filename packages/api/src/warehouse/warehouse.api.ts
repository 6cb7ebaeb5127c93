import { z } from "zod";
import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { defineRoute } from "../route.ts";
import {
  ledgerExportQuerySchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  materialBodySchema,
  materialLabelsQuerySchema,
  materialListQuerySchema,
  materialSchema,
  materialUpdateSchema,
  operationBodySchema,
  operationSchema,
  pickBodySchema,
  pickContractsQuerySchema,
  pickContractsSchema,
  pickLeftoversBodySchema,
  pickListSchema,
  positionCreateSchema,
  positionLabelsQuerySchema,
  positionListSchema,
  positionScanQuerySchema,
  positionScanSchema,
  positionSchema,
  preparationBodySchema,
  preparationSchema,
  purchaseOrderBodySchema,
  purchaseOrderPageSchema,
  purchaseOrderSchema,
  receiveBodySchema,
  reverseOperationBodySchema,
  scanQuerySchema,
  scrapBodySchema,
  seriesProfilesSchema,
  stockPageSchema,
  stockQuerySchema,
  surplusCreateSchema,
  surplusPageSchema,
  surplusQuerySchema,
  surplusSchema,
  surplusUpdateSchema,
  warehouseIdParams,
  warehouseSettingsSchema,
  warehouseSettingsUpdateSchema,
  warningsSchema,
} from "./warehouse.schemas.ts";

const tag = "warehouse";
// SPEC §6: purchased modules unlock the warehouse; each screen has its sub-account key.
const viewer = signedIn({ module: "warehouse" });
const editor = signedIn({ module: "warehouse", permission: "edit_warehouse" });
const recorder = signedIn({ module: "warehouse", permission: "edit_warehouse_record" });
const flow = signedIn({ module: "warehouse", permission: "operation_flow" });
const picker = signedIn({ module: "warehouse", permission: "pickout" });
const preparer = signedIn({ module: "warehouse", permission: "material_preparation" });

const stockRules =
  "Stock is the sum of the ledger's lines per item (profiles per code, colour and length; other " +
  "materials per material and colour) and never goes below zero: an out line larger than the stock " +
  'is refused ("count out of stock", field lines.N.count) and nothing is written. The body carries a ' +
  "client-made requestId: the same id again answers the first operation and writes nothing.";

export const warehouse = {
  materials: defineRoute({
    method: "GET",
    path: "/api/warehouse/materials",
    tag,
    access: viewer,
    description:
      "Warehouse materials (profiles, glass, hardware, accessories), filtered by category and code/name.",
    query: materialListQuerySchema,
    response: z.object({ total: z.number(), items: z.array(materialSchema) }),
  }),
  seriesProfiles: defineRoute({
    method: "GET",
    path: "/api/warehouse/series-profiles",
    tag,
    access: viewer,
    description:
      "The profile codes of the company's series (name, colours over every series with the code, stock " +
      'length, weight per metre): a profile material is chosen from them (SPEC §8 "choose an existing profile").',
    response: seriesProfilesSchema,
  }),
  material: defineRoute({
    method: "GET",
    path: "/api/warehouse/materials/:id",
    tag,
    access: viewer,
    params: warehouseIdParams,
    response: materialSchema,
  }),
  createMaterial: defineRoute({
    method: "POST",
    path: "/api/warehouse/materials",
    tag,
    access: editor,
    description:
      "A new material; its code is unique within its category. Texture: a data: URL, at most 1 MB.",
    body: materialBodySchema,
    response: materialSchema,
    success: "success.add",
  }),
  updateMaterial: defineRoute({
    method: "PUT",
    path: "/api/warehouse/materials/:id",
    tag,
    access: editor,
    description:
      "Edit a material. A colour that has stock cannot be removed, nor the category of a material with stock changed.",
    params: warehouseIdParams,
    body: materialUpdateSchema,
    response: materialSchema,
    success: "success.edit",
  }),
  deleteMaterial: defineRoute({
    method: "DELETE",
    path: "/api/warehouse/materials/:id",
    tag,
    access: editor,
    description:
      'Delete a material: refused while it has stock or available leftovers ("stock or leftover stock remains"). ' +
      "Its ledger lines stay.",
    params: warehouseIdParams,
    response: z.object({ id: z.number() }),
    success: "success.delete",
  }),
  exportMaterials: defineRoute({
    method: "GET",
    path: "/api/warehouse/materials/xlsx",
    tag,
    access: viewer,
    description:
      "The material list as an .xlsx workbook (headings in the TargetLanguage); the import reads the same columns.",
    response: { raw: [XLSX_TYPE] },
  }),
  importMaterials: defineRoute({
    method: "POST",
    path: "/api/warehouse/materials/import",
    tag,
    access: editor,
    description:
      "Import materials from an .xlsx workbook with the export's columns (base64 in `file`): a row whose " +
      "category and code exist updates that material, others are added. All rows are checked first; one " +
      "bad row refuses the import (field rows.N.column) and nothing is written.",
    body: z.object({ file: z.string().max(14_000_000, { error: "validation.body_too_large" }) }),
    response: z.object({ added: z.number(), updated: z.number() }),
    success: "success.operate",
  }),
  labels: defineRoute({
    method: "GET",
    path: "/api/warehouse/materials/labels",
    tag,
    access: viewer,
    description:
      "QR labels of materials as a PDF (an A4 sheet of 14, or one 60 × 40 mm label a page): each carries " +
      "FEN1:M:<token> and the material's code, name, colours and position. `ids`: comma-separated, at most 500.",
    query: materialLabelsQuerySchema,
    response: { raw: ["application/pdf"] },
  }),
  scan: defineRoute({
    method: "GET",
    path: "/api/warehouse/scan",
    tag,
    access: viewer,
    description:
      "What a scanned material label names: the material (of the caller's company; another company's label is not found).",
    query: scanQuerySchema,
    response: materialSchema,
  }),
  positionLabels: defineRoute({
    method: "GET",
    path: "/api/warehouse/positions/labels",
    tag,
    access: viewer,
    description:
      "QR labels of every storage position in use (by materials and available leftovers) as a PDF: each " +
      "carries FEN1:P:<token> and the position's name.",
    query: positionLabelsQuerySchema,
    response: { raw: ["application/pdf"] },
  }),
  positions: defineRoute({
    method: "GET",
    path: "/api/warehouse/positions",
    tag,
    access: viewer,
    description:
      "The company's storage positions, by name. A material or a leftover is stored at one of them (by id; " +
      "a name typed by an import, an older client or a cutting plan becomes one).",
    response: positionListSchema,
  }),
  createPosition: defineRoute({
    method: "POST",
    path: "/api/warehouse/positions",
    tag,
    access: editor,
    description:
      "A new storage position (a name of at most 60 characters); a name the company already has answers that position.",
    body: positionCreateSchema,
    response: positionSchema,
    success: "success.add",
  }),
  positionScan: defineRoute({
    method: "GET",
    path: "/api/warehouse/positions/scan",
    tag,
    access: viewer,
    description:
      "What a scanned position label names: the position's name and the materials stored there (of the " +
      "caller's company; another company's label is not found).",
    query: positionScanQuerySchema,
    response: positionScanSchema,
  }),
  stock: defineRoute({
    method: "GET",
    path: "/api/warehouse/stock",
    tag,
    access: viewer,
    description:
      "Stock status: one row per stocked item with its count, value at moving-average cost and whether it " +
      "is below the material's warning threshold; filters by category, code, colour, position (a name's part, " +
      "or `positionId`: exactly that position of the company, as a scanned position label gives it; another " +
      "company's is not found), warnings only.",
    query: stockQuerySchema,
    response: stockPageSchema,
  }),
  warnings: defineRoute({
    method: "GET",
    path: "/api/warehouse/warnings",
    tag,
    access: viewer,
    description: "Items below their warning threshold (the first 10 and how many), for the home page.",
    response: warningsSchema,
  }),
  ledger: defineRoute({
    method: "GET",
    path: "/api/warehouse/ledger",
    tag,
    access: flow,
    description:
      "Stock records: the ledger's lines, newest first; filter by type, date, material, person, contract.",
    query: ledgerQuerySchema,
    response: ledgerPageSchema,
  }),
  exportLedger: defineRoute({
    method: "GET",
    path: "/api/warehouse/ledger/xlsx",
    tag,
    access: flow,
    description:
      "The stock records of a filter as an .xlsx workbook (at most 100,000 lines), headings in the TargetLanguage.",
    query: ledgerExportQuerySchema,
    response: { raw: [XLSX_TYPE] },
  }),
  operation: defineRoute({
    method: "GET",
    path: "/api/warehouse/operations/:id",
    tag,
    access: flow,
    params: warehouseIdParams,
    response: operationSchema,
  }),
  record: defineRoute({
    method: "POST",
    path: "/api/warehouse/operations",
    tag,
    access: recorder,
    description:
      "A stock operation of type 1 purchase in, 3 special in, 6 special out or 7 inventory (picking has its " +
      "own route). An inventory count records what was counted per item and writes the inventory-surplus (8) " +
      "and inventory-loss (9) lines of the difference itself. " +
      stockRules,
    body: operationBodySchema,
    response: operationSchema,
    success: "success.operate",
    idempotent: true,
  }),
  reverse: defineRoute({
    method: "POST",
    path: "/api/warehouse/operations/:id/reverse",
    tag,
    access: recorder,
    description:
      "Correct a mistake: a new operation of the same type whose lines undo the given one's and point at it. " +
      "Ledger lines are never edited or deleted. Refused when the stock it would take back has gone, or when " +
      "the operation is already reversed or is itself a reversal. " +
      stockRules,
    params: warehouseIdParams,
    body: reverseOperationBodySchema,
    response: operationSchema,
    success: "success.operate",
    idempotent: true,
  }),
  surplus: defineRoute({
    method: "GET",
    path: "/api/warehouse/surplus",
    tag,
    access: viewer,
    description:
      "Leftovers (offcuts kept by confirmed cutting plans, and entered by hand): filter by code, colour, " +
      "length range and status (available, consumed by a plan, scrapped).",
    query: surplusQuerySchema,
    response: surplusPageSchema,
  }),
  addSurplus: defineRoute({
    method: "POST",
    path: "/api/warehouse/surplus",
    tag,
    access: editor,
    description:
      "Leftovers entered by hand (count pieces of one code, colour and length); the optimizer uses them.",
    body: surplusCreateSchema,
    response: z.object({ added: z.number() }),
    success: "success.add",
  }),
  updateSurplus: defineRoute({
    method: "PUT",
    path: "/api/warehouse/surplus/:id",
    tag,
    access: editor,
    description:
      "Move a leftover to another storage position: `positionId`, one of the company's (another company's " +
      "is not found), or null for none.",
    params: warehouseIdParams,
    body: surplusUpdateSchema,
    response: surplusSchema,
    success: "success.edit",
  }),
  scrapSurplus: defineRoute({
    method: "POST",
    path: "/api/warehouse/surplus/:id/scrap",
    tag,
    access: editor,
    description:
      "Scrap an available leftover: it stays in the list as scrapped (when and by whom, a recorded loss), " +
      "not deleted, and the optimizer no longer uses it.",
    params: warehouseIdParams,
    body: scrapBodySchema,
    response: surplusSchema,
    success: "success.operate",
    idempotent: true,
  }),
  settings: defineRoute({
    method: "GET",
    path: "/api/warehouse/settings",
    tag,
    access: viewer,
    description:
      "Leftover minimum, maximum and step and the default stock length (SPEC §9), mm; the optimizer's defaults.",
    response: warehouseSettingsSchema,
  }),
  saveSettings: defineRoute({
    method: "PUT",
    path: "/api/warehouse/settings",
    tag,
    access: editor,
    body: warehouseSettingsUpdateSchema,
    response: warehouseSettingsSchema,
    success: "success.edit",
  }),
  pickContracts: defineRoute({
    method: "GET",
    path: "/api/warehouse/picking",
    tag,
    access: picker,
    description:
      "The contracts to pick for: those the caller sees in production or finished (returns); with " +
      "stage=preparation also those signed and not yet in production. Newest first (at most 50), searched " +
      "by contract number or customer; each says whether its orders have a confirmed cutting plan.",
    query: pickContractsQuerySchema,
    response: pickContractsSchema,
  }),
  pickList: defineRoute({
    method: "GET",
    path: "/api/warehouse/picking/:id",
    tag,
    access: picker,
    description:
      "The pick list of a contract in production: the stock bars its confirmed cutting plans cut from, per " +
      "code, colour and length, and the leftovers they use, plus the glass and hardware lines of its BOM, " +
      "each with what is needed, picked and in stock; status not picked / partial / picked; and the " +
      "offcuts longer than the leftover maximum that go back to the stock as bars (returned with a " +
      'return in). "Please ' +
      'optimize first" when its orders have no confirmed plan.',
    params: warehouseIdParams,
    response: pickListSchema,
  }),
  pick: defineRoute({
    method: "POST",
    path: "/api/warehouse/picking/:id",
    tag,
    access: picker,
    description:
      "Pick for a contract in production: 4 pick out, 5 supplementary out (extra material) or 2 return in " +
      "(what comes back); every line is tied to the contract. Leftovers of the plan may be marked taken. " +
      "A return is at most what the contract picked of the item less what it returned (plus the bars its " +
      "plan sends back to the stock), refused at the line's count (400). " +
      stockRules,
    params: warehouseIdParams,
    body: pickBodySchema,
    response: operationSchema,
    success: "success.operate",
    idempotent: true,
  }),
  pickLeftovers: defineRoute({
    method: "POST",
    path: "/api/warehouse/picking/:id/leftovers",
    tag,
    access: picker,
    description:
      "Take leftovers of a contract's confirmed plan from the rack (one or several): they are marked picked " +
      "for the contract; one already picked stays as it was. A leftover not in the contract's plan is " +
      'refused ("this leftover is not in this contract\'s cutting plan", field surplusIds.N). Answers the ' +
      "pick list.",
    params: warehouseIdParams,
    body: pickLeftoversBodySchema,
    response: pickListSchema,
    success: "success.operate",
    idempotent: true,
  }),
  preparation: defineRoute({
    method: "POST",
    path: "/api/warehouse/preparation",
    tag,
    access: preparer,
    description:
      "Material preparation: for the chosen contracts, what their confirmed plans and BOMs need per item " +
      "against the stock, and the shortage per item.",
    body: preparationBodySchema,
    response: preparationSchema,
  }),
  purchaseOrders: defineRoute({
    method: "GET",
    path: "/api/warehouse/purchase-orders",
    tag,
    access: recorder,
    query: z.object({
      page: materialListQuerySchema.shape.page,
      pageSize: materialListQuerySchema.shape.pageSize,
    }),
    response: purchaseOrderPageSchema,
  }),
  createPurchaseOrder: defineRoute({
    method: "POST",
    path: "/api/warehouse/purchase-orders",
    tag,
    access: recorder,
    description: "A purchase order to a supplier (status ordered); receiving it writes purchase-in lines.",
    body: purchaseOrderBodySchema,
    response: purchaseOrderSchema,
    success: "success.add",
  }),
  receive: defineRoute({
    method: "POST",
    path: "/api/warehouse/purchase-orders/:id/receive",
    tag,
    access: recorder,
    description:
      "Receive (part of) a purchase order: one purchase-in operation (type 1) of the lines that arrived at " +
      "the received cost; the order becomes partly received or received. More than was ordered is refused. " +
      "What an order received is read from the ledger: reversing a receipt takes it off the order. " +
      stockRules,
    params: warehouseIdParams,
    body: receiveBodySchema,
    response: purchaseOrderSchema,
    success: "success.operate",
    idempotent: true,
  }),
};
