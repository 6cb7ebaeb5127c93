/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SSO_ENDPOINT?: string;
  readonly VITE_WECHAT_AUTHORIZE_URL?: string;
  readonly VITE_ACTIVITY_URL?: string;
  readonly VITE_MINI_PROGRAM_URL?: string;
  readonly VITE_SALES_PHONE?: string;
  readonly VITE_SALES_CHAT_URL?: string;
  readonly VITE_PRICING_URL?: string;
}
