import { type BodyIn, routes } from "@fenestra/api";
import { api } from "../client.ts";

const r = routes.auth;

export const authApi = {
  /** A picture code to ask a registration's code with (SPEC §5). */
  pictureCode: () => api.call(r.pictureCode),
  sendSmsCode: (
    phone: string,
    purpose: BodyIn<typeof r.smsCode>["purpose"],
    picture?: { pictureId: string; pictureCode: string },
  ) => api.call(r.smsCode, { body: { phone, purpose, ...picture } }),
  register: (body: BodyIn<typeof r.register>) => api.call(r.register, { body }),
  login: (body: BodyIn<typeof r.login>) => api.call(r.login, { body }),
  loginSms: (body: BodyIn<typeof r.loginSms>) => api.call(r.loginSms, { body }),
  resetPassword: (body: BodyIn<typeof r.resetPassword>) => api.call(r.resetPassword, { body }),
  changePassword: (body: BodyIn<typeof r.changePassword>) => api.call(r.changePassword, { body }),
  changePhone: (body: BodyIn<typeof r.changePhone>) => api.call(r.changePhone, { body }),
  thirdParty: (code: string) => api.call(r.thirdParty, { body: { provider: "wechat", code } }),
  bindPhone: (body: BodyIn<typeof r.bindPhone>) => api.call(r.bindPhone, { body }),
  logout: () => api.call(r.logout),
};
