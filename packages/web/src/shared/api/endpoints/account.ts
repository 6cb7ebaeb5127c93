import type {
  SubAccountCreateForm,
  SubAccountUpdateForm,
  UserSettings,
  UserSettingsUpdate,
} from "@fenestra/core/account/index";
import { api } from "../client.ts";

export interface SubAccount {
  id: number;
  phone_number: string;
  nickname: string;
  permanents: Record<string, string> | null;
  son_account_type: number;
}

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
  updateSettings: (patch: UserSettingsUpdate) => api.put<UserSettings>("/api/user/settings", patch),
  listSubAccounts: (page: number, pageSize: number) =>
    api.get<{ items: SubAccount[]; total: number }>("/api/sub-accounts", { page, pageSize }),
  createSubAccount: (form: SubAccountCreateForm) => api.post<SubAccount>("/api/sub-accounts", form),
  updateSubAccount: (id: number, form: SubAccountUpdateForm) =>
    api.put<SubAccount>(`/api/sub-accounts/${id}`, form),
  deleteSubAccount: (id: number) => api.del<null>(`/api/sub-accounts/${id}`),
};
