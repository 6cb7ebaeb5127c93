import { z } from "zod";
import { signedIn } from "../access.ts";
import { XLSX_TYPE } from "../files.ts";
import { fileJobOf } from "../jobs/file-jobs.api.ts";
import { fileJobStartedSchema } from "../jobs/file-jobs.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  glassRemnantPageSchema,
  glassRemnantQuerySchema,
  glassRemnantSchema,
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

const route = moduleRoutes("warehouse", viewer);
// The routes each key opens; an operation's routes name it by id and answer it.
const asEditor = route.with({ access: editor });
const asRecorder = route.with({ access: recorder });
const asFlow = route.with({ access: flow });
const asPicker = route.with({ access: picker });
const asPreparer = route.with({ access: preparer });
const operation = { params: warehouseIdParams, response: operationSchema } as const;
const byWarehouseId = route.with(operation);
const editOperation = asEditor.with(operation);
const pickOperation = asPicker.with(operation);
const recordOperation = asRecorder.with(operation);

const warehouseFiles = {
  materials: route.get("/api/warehouse/materials", {
    description:
      "Warehouse materials (profiles, glass, hardware, accessories), filtered by category and code/name.",
    query: materialListQuerySchema,
    response: z.object({ total: z.number(), items: z.array(materialSchema) }),
  }),
  seriesProfiles: route.get("/api/warehouse/series-profiles", {
    description:
      "The profile codes of the company's series (name, colours over every series with the code, stock " +
      'length, weight per metre): a profile material is chosen from them (SPEC §8 "choose an existing profile").',
    response: seriesProfilesSchema,
  }),
  material: byWarehouseId.get("/api/warehouse/materials/:id", { response: materialSchema }),
  createMaterial: asEditor.create("/api/warehouse/materials", {
    description:
      "A new material; its code is unique within its category. Texture: a data: URL, at most 1 MB.",
    body: materialBodySchema,
    response: materialSchema,
  }),
  updateMaterial: editOperation.update("/api/warehouse/materials/:id", {
    description:
      "Edit a material. A colour that has stock cannot be removed, nor the category of a material with stock changed.",
    body: materialUpdateSchema,
    response: materialSchema,
  }),
  deleteMaterial: editOperation.remove("/api/warehouse/materials/:id", {
    description:
      'Delete a material: refused while it has stock or available leftovers ("stock or leftover stock remains"). ' +
      "Its ledger lines stay.",
    response: z.object({ id: z.number() }),
  }),
  exportMaterials: route.get("/api/warehouse/materials/xlsx", {
    description:
      "The material list as an .xlsx workbook (headings in the TargetLanguage); the import reads the same columns.",
    response: { raw: [XLSX_TYPE] },
  }),
  importMaterials: asEditor.post("/api/warehouse/materials/import", {
    description:
      "Import materials from an .xlsx workbook with the export's columns (base64 in `file`): a row whose " +
      "category and code exist updates that material, others are added. All rows are checked first; one " +
      "bad row refuses the import (field rows.N.column) and nothing is written.",
    body: z.object({ file: z.string().max(14_000_000, { error: "validation.body_too_large" }) }),
    response: z.object({ added: z.number(), updated: z.number() }),
    success: "success.operate",
  }),
  labels: route.get("/api/warehouse/materials/labels", {
    description:
      "QR labels of materials as a PDF (an A4 sheet of 14, or one 60 × 40 mm label a page): each carries " +
      "FEN1:M:<token> and the material's code, name, colours and position. `ids`: comma-separated, at most 500.",
    query: materialLabelsQuerySchema,
    response: { raw: ["application/pdf"] },
  }),
  scan: route.get("/api/warehouse/scan", {
    description:
      "What a scanned material label names: the material (of the caller's company; another company's label is not found).",
    query: scanQuerySchema,
    response: materialSchema,
  }),
  positionLabels: route.get("/api/warehouse/positions/labels", {
    description:
      "QR labels of every storage position in use (by materials and available leftovers) as a PDF: each " +
      "carries FEN1:P:<token> and the position's name.",
    query: positionLabelsQuerySchema,
    response: { raw: ["application/pdf"] },
  }),
  positions: route.get("/api/warehouse/positions", {
    description:
      "The company's storage positions, by name. A material or a leftover is stored at one of them (by id; " +
      "a name typed by an import, an older client or a cutting plan becomes one).",
    response: positionListSchema,
  }),
  createPosition: asEditor.create("/api/warehouse/positions", {
    description:
      "A new storage position (a name of at most 60 characters); a name the company already has answers that position.",
    body: positionCreateSchema,
    response: positionSchema,
  }),
  positionScan: route.get("/api/warehouse/positions/scan", {
    description:
      "What a scanned position label names: the position's name and the materials stored there (of the " +
      "caller's company; another company's label is not found).",
    query: positionScanQuerySchema,
    response: positionScanSchema,
  }),
  stock: route.get("/api/warehouse/stock", {
    description:
      "Stock status: one row per stocked item with its count, value at moving-average cost and whether it " +
      "is below the material's warning threshold; filters by category, code, colour, position (a name's part, " +
      "or `positionId`: exactly that position of the company, as a scanned position label gives it; another " +
      "company's is not found), warnings only.",
    query: stockQuerySchema,
    response: stockPageSchema,
  }),
  warnings: route.get("/api/warehouse/warnings", {
    description: "Items below their warning threshold (the first 10 and how many), for the home page.",
    response: warningsSchema,
  }),
  ledger: asFlow.get("/api/warehouse/ledger", {
    description:
      "Stock records: the ledger's lines, newest first; filter by type, date, material, person, contract.",
    query: ledgerQuerySchema,
    response: ledgerPageSchema,
  }),
  exportLedger: asFlow.get("/api/warehouse/ledger/xlsx", {
    description:
      "The stock records of a filter as an .xlsx workbook (at most 100,000 lines), headings in the TargetLanguage.",
    query: ledgerExportQuerySchema,
    response: { raw: [XLSX_TYPE] },
  }),
  startLedgerExport: asFlow.post("/api/warehouse/ledger/xlsx-jobs", {
    description:
      "The same workbook as GET /api/warehouse/ledger/xlsx, written by a background job: answers the job's id " +
      "at once; read it back (progress, then a signed download link) with GET /api/file-jobs/{id}.",
    body: ledgerExportQuerySchema,
    response: fileJobStartedSchema,
    idempotent: true,
  }),
  operation: byWarehouseId.get("/api/warehouse/operations/:id", { access: flow }),
  record: asRecorder.post("/api/warehouse/operations", {
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
  reverse: recordOperation.post("/api/warehouse/operations/:id/reverse", {
    description:
      "Correct a mistake: a new operation of the same type whose lines undo the given one's and point at it. " +
      "Ledger lines are never edited or deleted. Refused when the stock it would take back has gone, or when " +
      "the operation is already reversed or is itself a reversal. " +
      stockRules,
    body: reverseOperationBodySchema,
    success: "success.operate",
    idempotent: true,
  }),
  surplus: route.get("/api/warehouse/surplus", {
    description:
      "Leftovers (offcuts kept by confirmed cutting plans, and entered by hand): filter by code, colour, " +
      "length range and status (available, consumed by a plan, scrapped).",
    query: surplusQuerySchema,
    response: surplusPageSchema,
  }),
  addSurplus: asEditor.create("/api/warehouse/surplus", {
    description:
      "Leftovers entered by hand (count pieces of one code, colour and length); the optimizer uses them.",
    body: surplusCreateSchema,
    response: z.object({ added: z.number() }),
  }),
  updateSurplus: editOperation.update("/api/warehouse/surplus/:id", {
    description:
      "Move a leftover to another storage position: `positionId`, one of the company's (another company's " +
      "is not found), or null for none. The body names the version the leftover was read at (or " +
      "`overwrite: true`); a move against an older version (moved, scrapped or cut since) is refused " +
      "(409 conflict.stale_version) and changes nothing.",
    body: surplusUpdateSchema,
    response: surplusSchema,
  }),
  scrapSurplus: editOperation.post("/api/warehouse/surplus/:id/scrap", {
    description:
      "Scrap an available leftover: it stays in the list as scrapped (when and by whom, a recorded loss), " +
      "not deleted, and the optimizer no longer uses it.",
    body: scrapBodySchema,
    response: surplusSchema,
    success: "success.operate",
    idempotent: true,
  }),
  glassRemnants: route.get("/api/warehouse/glass-remnants", {
    description:
      "Glass remnants (the leftovers confirmed glass sheet plans kept, docs/glass-cutting.md): filter by glass " +
      "spec, by the size of pane they must hold (minWidth × minHeight, either way) and by status (available, " +
      "consumed: cut by a confirmed glass plan, scrapped: written off). Each names the orders it came from and " +
      "those it was cut for (only orders the caller may see). Largest first within a glass.",
    query: glassRemnantQuerySchema,
    response: glassRemnantPageSchema,
  }),
  scrapGlassRemnant: asEditor.post("/api/warehouse/glass-remnants/:id/scrap", {
    description:
      "Write off an available glass remnant (broken, scratched, lost): it stays in the list as scrapped (when and " +
      "by whom, a recorded loss), not deleted, and no glass plan offers it any more. One no longer available " +
      "(cut or written off meanwhile) is refused with warehouse.glass_remnant_not_available.",
    params: warehouseIdParams,
    body: scrapBodySchema,
    response: glassRemnantSchema,
    success: "success.operate",
    idempotent: true,
  }),
  settings: route.get("/api/warehouse/settings", {
    description:
      "Leftover minimum, maximum and step and the default stock length (SPEC §9), mm; the optimizer's defaults.",
    response: warehouseSettingsSchema,
  }),
  saveSettings: asEditor.update("/api/warehouse/settings", {
    body: warehouseSettingsUpdateSchema,
    response: warehouseSettingsSchema,
  }),
  pickContracts: asPicker.get("/api/warehouse/picking", {
    description:
      "The contracts to pick for: those the caller sees in production or finished (returns); with " +
      "stage=preparation also those signed and not yet in production. Newest first (at most 50), searched " +
      "by contract number or customer; each says whether its orders have a confirmed cutting plan.",
    query: pickContractsQuerySchema,
    response: pickContractsSchema,
  }),
  pickList: pickOperation.get("/api/warehouse/picking/:id", {
    description:
      "The pick list of a contract in production: the stock bars its confirmed cutting plans cut from, per " +
      "code, colour and length, and the leftovers they use, plus the glass and hardware lines of its BOM, " +
      "each with what is needed, picked and in stock; status not picked / partial / picked; and the " +
      "offcuts longer than the leftover maximum that go back to the stock as bars (returned with a " +
      'return in). "Please ' +
      'optimize first" when its orders have no confirmed plan.',
    response: pickListSchema,
  }),
  pick: pickOperation.post("/api/warehouse/picking/:id", {
    description:
      "Pick for a contract in production: 4 pick out, 5 supplementary out (extra material) or 2 return in " +
      "(what comes back); every line is tied to the contract. Leftovers of the plan may be marked taken. " +
      "A return is at most what the contract picked of the item less what it returned (plus the bars its " +
      "plan sends back to the stock), refused at the line's count (400). " +
      stockRules,
    body: pickBodySchema,
    success: "success.operate",
    idempotent: true,
  }),
  pickLeftovers: pickOperation.post("/api/warehouse/picking/:id/leftovers", {
    description:
      "Take leftovers of a contract's confirmed plan from the rack (one or several): they are marked picked " +
      "for the contract; one already picked stays as it was. A leftover not in the contract's plan is " +
      'refused ("this leftover is not in this contract\'s cutting plan", field surplusIds.N). Answers the ' +
      "pick list.",
    body: pickLeftoversBodySchema,
    response: pickListSchema,
    success: "success.operate",
    idempotent: true,
  }),
  preparation: asPreparer.post("/api/warehouse/preparation", {
    description:
      "Material preparation: for the chosen contracts, what their confirmed plans and BOMs need per item " +
      "against the stock, and the shortage per item.",
    body: preparationBodySchema,
    response: preparationSchema,
  }),
  purchaseOrders: asRecorder.get("/api/warehouse/purchase-orders", {
    query: z.object({
      page: materialListQuerySchema.shape.page,
      pageSize: materialListQuerySchema.shape.pageSize,
    }),
    response: purchaseOrderPageSchema,
  }),
  createPurchaseOrder: asRecorder.create("/api/warehouse/purchase-orders", {
    description: "A purchase order to a supplier (status ordered); receiving it writes purchase-in lines.",
    body: purchaseOrderBodySchema,
    response: purchaseOrderSchema,
  }),
  receive: recordOperation.post("/api/warehouse/purchase-orders/:id/receive", {
    description:
      "Receive (part of) a purchase order: one purchase-in operation (type 1) of the lines that arrived at " +
      "the received cost; the order becomes partly received or received. More than was ordered is refused. " +
      "What an order received is read from the ledger: reversing a receipt takes it off the order. " +
      stockRules,
    body: receiveBodySchema,
    response: purchaseOrderSchema,
    success: "success.operate",
    idempotent: true,
  }),
};

/** The route files as background jobs (the page starts these; the file routes stay for API clients). */
export const warehouse = {
  ...warehouseFiles,
  exportMaterialsJob: fileJobOf(warehouseFiles.exportMaterials),
  labelsJob: fileJobOf(warehouseFiles.labels),
  positionLabelsJob: fileJobOf(warehouseFiles.positionLabels),
};
