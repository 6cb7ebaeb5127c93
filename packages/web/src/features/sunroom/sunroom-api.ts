import { type DataOf, routes, type SunroomContractBody } from "@fenestra/api";
import type { Sunroom } from "@fenestra/core/sunroom/index";
import { api } from "../../shared/api/client.ts";

// The company's saved sunrooms (routes.sunrooms): save, open, delete, make the sunnyhouse contract.

export type SavedSunroom = DataOf<typeof routes.sunrooms.detail>;
export type SunroomListed = DataOf<typeof routes.sunrooms.list>["items"][number];

export const sunroomApi = {
  create: (name: string, sunroom: Sunroom, idempotencyKey: string) =>
    api.call(routes.sunrooms.create, { body: { name, sunroom }, idempotencyKey }),
  update: (id: number, version: number, name: string, sunroom: Sunroom) =>
    api.call(routes.sunrooms.update, { params: { id }, body: { name, sunroom, version } }),
  open: (id: number) => api.call(routes.sunrooms.detail, { params: { id } }),
  remove: (id: number) => api.call(routes.sunrooms.remove, { params: { id } }),
  contract: (id: number, body: SunroomContractBody, idempotencyKey: string) =>
    api.call(routes.sunrooms.contract, { params: { id }, body, idempotencyKey }),
};
