import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { api } from "../client.ts";

const sub = routes.subAccounts;
export type SubAccount = DataOf<typeof sub.create>;

/** The company's logo and seal (PNG data URLs) and the details its quotes and contracts print. */
export type CompanyBranding = DataOf<typeof routes.exports.branding>;

export const accountApi = {
  updateBranding: (patch: BodyIn<typeof routes.exports.updateBranding>) =>
    api.call(routes.exports.updateBranding, { body: patch }),
  updateSettings: (body: BodyIn<typeof routes.settings.update>) => api.call(routes.settings.update, { body }),
  createSubAccount: (body: BodyIn<typeof sub.create>) => api.call(sub.create, { body }),
  updateSubAccount: (id: number, body: BodyIn<typeof sub.update>) =>
    api.call(sub.update, { params: { id }, body }),
  deleteSubAccount: (id: number) => api.call(sub.remove, { params: { id } }),
};
