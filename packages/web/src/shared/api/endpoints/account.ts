import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { api } from "../client.ts";

const sub = routes.subAccounts;
export type SubAccount = DataOf<typeof sub.create>;

/** The company's logo and seal (PNG data URLs) and the details its quotes and contracts print. */
export interface CompanyBranding {
  logo: string | null;
  seal: string | null;
  telephone: string;
  address: string;
  website: string;
  paymentTerms: string;
}

export const accountApi = {
  branding: () => api.get<CompanyBranding>("/api/company-branding"),
  updateBranding: (patch: Partial<CompanyBranding>) => api.put<null>("/api/company-branding", patch),
  updateSettings: (body: BodyIn<typeof routes.settings.update>) => api.call(routes.settings.update, { body }),
  listSubAccounts: (page: number, pageSize: number) => api.call(sub.list, { query: { page, pageSize } }),
  createSubAccount: (body: BodyIn<typeof sub.create>) => api.call(sub.create, { body }),
  updateSubAccount: (id: number, body: BodyIn<typeof sub.update>) =>
    api.call(sub.update, { params: { id }, body }),
  deleteSubAccount: (id: number) => api.call(sub.remove, { params: { id } }),
};
