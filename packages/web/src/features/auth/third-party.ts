// Where the WeChat button sends the browser: WeChat's authorize page, which comes back to
// /login?state=wechat&code=... for the server to trade with WeChat (docs/accounts.md,
// "Third-party sign-in"). A build without VITE_WECHAT_AUTHORIZE_URL has no WeChat button: there
// is no sandbox provider.
export function wechatAuthorizeUrl(): string | null {
  return import.meta.env.VITE_WECHAT_AUTHORIZE_URL || null;
}
