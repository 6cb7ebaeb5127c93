import { type BodyIn, type DataOf, type QueryIn, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { blobBase64 } from "../../shared/files/base64.ts";

// The CRM endpoints: customers, follow-ups, the due list and return visits.

export type Customer = DataOf<typeof routes.crm.create>;
export type CustomerDetail = DataOf<typeof routes.crm.detail>;
export type TimelineEntry = CustomerDetail["timeline"][number];
export type FollowUp = DataOf<typeof routes.crm.addFollowUp>;
export type DueFollowUp = DataOf<typeof routes.crm.due>[number];
export type ReturnVisit = DataOf<typeof routes.crm.moveReturnVisit>;
export type CustomerQuery = QueryIn<typeof routes.crm.list>;
export type CustomerBody = BodyIn<typeof routes.crm.create>;
export type FollowUpBody = BodyIn<typeof routes.crm.addFollowUp>;
export type VisitMove = BodyIn<typeof routes.crm.moveReturnVisit>;

export const customersApi = {
  detail: (id: number) => api.call(routes.crm.detail, { params: { id } }),
  create: (body: CustomerBody) => api.call(routes.crm.create, { body }),
  update: (id: number, body: BodyIn<typeof routes.crm.update>) =>
    api.call(routes.crm.update, { params: { id }, body }),
  /** One follow-up; a repeat with the same key (a double tap, a retry) records it once. */
  addFollowUp: (id: number, body: FollowUpBody, idempotencyKey: string) =>
    api.call(routes.crm.addFollowUp, { params: { id }, body, idempotencyKey }),
  moveVisit: (id: number, body: VisitMove) => api.call(routes.crm.moveReturnVisit, { params: { id }, body }),
  importXlsx: async (file: Blob) =>
    api.call(routes.crm.importXlsx, { body: { file: await blobBase64(file) } }),
  /** Starts the customers' workbook of the list's filters as a background job. */
  startExport: (query: CustomerQuery) =>
    api.call(routes.crm.startExport, { body: query, idempotencyKey: newRequestKey() }),
};
