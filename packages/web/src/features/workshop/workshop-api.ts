import { type BodyIn, type DataOf, type QueryIn, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { saveBlob } from "../../shared/files/save-blob.ts";

// The workshop endpoints of the server (routes.workshop).

export type Setup = DataOf<typeof routes.workshop.setup>;
export type WorkshopContract = DataOf<typeof routes.workshop.action>;
export type WorkshopEvent = BodyIn<typeof routes.workshop.action>["event"];
export type Progress = DataOf<typeof routes.workshop.progress>;
export type Board = DataOf<typeof routes.workshop.board>;
export type ScanResult = DataOf<typeof routes.workshop.scan>;
export type Wages = DataOf<typeof routes.workshop.wages>;
export type LinkSetting = Setup["links"][number];
export type WorkshopLink = LinkSetting["link"];
export type LabelPaper = NonNullable<QueryIn<typeof routes.workshop.labels>>["paper"];

export const workshopApi = {
  setup: () => api.call(routes.workshop.setup),
  saveLinks: (body: BodyIn<typeof routes.workshop.saveLinks>) =>
    api.call(routes.workshop.saveLinks, { body }),
  bindStaff: (userId: number, links: WorkshopLink[]) =>
    api.call(routes.workshop.bindStaff, { params: { userId }, body: { links } }),
  contracts: (status?: QueryIn<typeof routes.workshop.contracts>["status"]) =>
    api.call(routes.workshop.contracts, { query: { status } }),
  act: (id: number, event: WorkshopEvent, reason?: string) =>
    api.call(routes.workshop.action, { params: { id }, body: { event, reason } }),
  progress: (id: number) => api.call(routes.workshop.progress, { params: { id } }),
  withdraw: (unitId: number, link: WorkshopLink, reason: string) =>
    api.call(routes.workshop.withdraw, { params: { id: unitId }, body: { link, reason } }),
  board: () => api.call(routes.workshop.board, { query: {} }),
  workers: () => api.call(routes.workshop.workers),
  me: () => api.call(routes.workshop.me),
  wages: (from: string, to: string) => api.call(routes.workshop.wages, { query: { from, to } }),
  /** Starts the wages workbook of a period as a background job. */
  wagesXlsx: (from: string, to: string) =>
    api.call(routes.workshop.wagesXlsxJob, { body: { from, to }, idempotencyKey: newRequestKey() }),
  /** Starts the label sheet of the contract's units (or cut pieces) as a background job. */
  startLabels: (id: number, paper: LabelPaper, pieces = false) =>
    api.call(routes.workshop.startLabels, {
      params: { id },
      body: { paper, pieces },
      idempotencyKey: newRequestKey(),
    }),
  /** Starts the contract's delivery note as a background job. */
  deliveryNote: (id: number) =>
    api.call(routes.workshop.deliveryNoteJob, { params: { id }, idempotencyKey: newRequestKey() }),
  async packageLabel(id: number, paper: LabelPaper) {
    const file = await api.download(routes.workshop.packageLabel, { params: { id }, query: { paper } });
    saveBlob(file.blob, file.fileName);
  },
  pack: (id: number, unitIds: number[]) =>
    api.call(routes.workshop.pack, {
      params: { id },
      body: { unitIds },
      idempotencyKey: newRequestKey(),
    }),
  /** One scan; the scan's own id is its Idempotency-Key, so a resend never counts twice. */
  scan: (scan: QueuedScan) =>
    api.call(routes.workshop.scan, {
      body: { scanId: scan.scanId, code: scan.code, contractId: scan.contractId },
      idempotencyKey: scan.scanId,
    }),
};

/** A scan waiting on the device to be sent (kept in localStorage while the network is away). */
export type QueuedScan = { scanId: string; code: string; contractId: number; at: string };
