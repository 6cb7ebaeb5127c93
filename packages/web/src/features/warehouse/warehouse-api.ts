import { type BodyIn, type DataOf, type QueryIn, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { blobBase64 } from "../../shared/files/base64.ts";

// The warehouse endpoints. Every stock movement carries a request id made once per intended
// operation (a double click or a retry sends the same one, and the server writes it once).

const W = routes.warehouse;
export type Material = DataOf<typeof W.material>;
export type MaterialBody = BodyIn<typeof W.createMaterial>;
export type MaterialUpdate = BodyIn<typeof W.updateMaterial>;
export type StockRow = DataOf<typeof W.stock>["items"][number];
export type StockQuery = QueryIn<typeof W.stock>;
export type LedgerLine = DataOf<typeof W.ledger>["items"][number];
export type LedgerQuery = QueryIn<typeof W.ledger>;
export type OperationBody = BodyIn<typeof W.record>;
export type StockLineIn = OperationBody["lines"][number];
export type Surplus = DataOf<typeof W.surplus>["items"][number];
export type SurplusQuery = QueryIn<typeof W.surplus>;
export type GlassRemnant = DataOf<typeof W.glassRemnants>["items"][number];
export type Settings = DataOf<typeof W.settings>;
export type PickList = DataOf<typeof W.pickList>;
export type PickBody = BodyIn<typeof W.pick>;
export type PickContract = DataOf<typeof W.pickContracts>["items"][number];
export type PurchaseOrder = DataOf<typeof W.createPurchaseOrder>;
export type PurchaseOrderBody = BodyIn<typeof W.createPurchaseOrder>;
export type Preparation = DataOf<typeof W.preparation>;
export type Position = DataOf<typeof W.createPosition>;
export type SurplusMove = BodyIn<typeof W.updateSurplus>;

export { requestIdKeeper } from "../../shared/api/request-key.ts";

export const warehouseApi = {
  createMaterial: (body: MaterialBody) => api.call(W.createMaterial, { body }),
  material: (id: number) => api.call(W.material, { params: { id } }),
  updateMaterial: (id: number, body: MaterialUpdate) => api.call(W.updateMaterial, { params: { id }, body }),
  deleteMaterial: (id: number) => api.call(W.deleteMaterial, { params: { id } }),
  /** Starts the materials list's workbook as a background job. */
  exportMaterials: () => api.call(W.exportMaterialsJob, { idempotencyKey: newRequestKey() }),
  importMaterials: async (file: Blob) =>
    api.call(W.importMaterials, { body: { file: await blobBase64(file) } }),
  /** Starts the chosen materials' label sheet as a background job. */
  labels: (ids: number[], paper: "a4" | "60x40") =>
    api.call(W.labelsJob, { body: { ids: ids.join(","), paper }, idempotencyKey: newRequestKey() }),
  scan: (code: string) => api.call(W.scan, { query: { code } }),
  /** Labels of every storage position in use (a position record is made for each on the server). */
  positionLabels: (paper: "a4" | "60x40") =>
    api.call(W.positionLabelsJob, { body: { paper }, idempotencyKey: newRequestKey() }),
  positionScan: (code: string) => api.call(W.positionScan, { query: { code } }),
  createPosition: (name: string) => api.call(W.createPosition, { body: { name } }),
  /** Starts the stock records' workbook of a filter as a background job. */
  startLedgerExport: (body: QueryIn<typeof W.exportLedger>) =>
    api.call(W.startLedgerExport, { body, idempotencyKey: newRequestKey() }),
  record: (body: OperationBody) => api.call(W.record, { body, idempotencyKey: body.requestId }),
  reverse: (id: number, requestId: string) =>
    api.call(W.reverse, { params: { id }, body: { requestId }, idempotencyKey: requestId }),
  addSurplus: (body: BodyIn<typeof W.addSurplus>) => api.call(W.addSurplus, { body }),
  moveSurplus: (id: number, body: SurplusMove) => api.call(W.updateSurplus, { params: { id }, body }),
  scrapSurplus: (id: number, key: string) =>
    api.call(W.scrapSurplus, { params: { id }, body: {}, idempotencyKey: key }),
  scrapGlassRemnant: (id: number, key: string) =>
    api.call(W.scrapGlassRemnant, { params: { id }, body: {}, idempotencyKey: key }),
  saveSettings: (body: BodyIn<typeof W.saveSettings>) => api.call(W.saveSettings, { body }),
  pickLeftovers: (contractId: number, surplusIds: number[], key: string) =>
    api.call(W.pickLeftovers, { params: { id: contractId }, body: { surplusIds }, idempotencyKey: key }),
  pick: (contractId: number, body: PickBody) =>
    api.call(W.pick, { params: { id: contractId }, body, idempotencyKey: body.requestId }),
  preparation: (contractIds: number[]) => api.call(W.preparation, { body: { contractIds } }),
  createPurchaseOrder: (body: PurchaseOrderBody) => api.call(W.createPurchaseOrder, { body }),
  receive: (id: number, body: BodyIn<typeof W.receive>) =>
    api.call(W.receive, { params: { id }, body, idempotencyKey: body.requestId }),
};
