import type {
  BindPhoneForm,
  ChangePasswordForm,
  LoginForm,
  LoginSmsForm,
  RegisterForm,
  ResetPasswordForm,
  Session,
  SmsPurpose,
} from "@fenestra/core/account/index";
import { api } from "../client.ts";

export const authApi = {
  sendSmsCode: (phone: string, purpose: SmsPurpose) =>
    api.post<null>("/api/auth/sms-code", { phone, purpose }),
  register: (form: RegisterForm) => api.post<Session>("/api/auth/register", form),
  login: (form: LoginForm) => api.post<Session>("/api/auth/login", form),
  loginSms: (form: LoginSmsForm) => api.post<Session>("/api/auth/login-sms", form),
  resetPassword: (form: ResetPasswordForm) => api.post<null>("/api/auth/reset-password", form),
  changePassword: (form: ChangePasswordForm) => api.post<null>("/api/auth/change-password", form),
  thirdParty: (code: string) => api.post<Session>("/api/auth/third-party", { provider: "wechat", code }),
  bindPhone: (form: BindPhoneForm) => api.post<Session>("/api/auth/bind-phone", form),
  logout: () => api.post<null>("/api/auth/logout"),
  userInfo: () => api.get<Session>("/api/user/info"),
};
