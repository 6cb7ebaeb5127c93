// Where the WeChat button sends the browser. A real deployment points VITE_WECHAT_AUTHORIZE_URL at
// WeChat's authorize page (redirect back to /login?state=wechat&code=...); by default it goes
// straight back with the local sandbox provider's code.
export const SANDBOX_WECHAT_CODE = "sandbox-demo";

export function wechatAuthorizeUrl(): string {
  return import.meta.env.VITE_WECHAT_AUTHORIZE_URL || `/login?state=wechat&code=${SANDBOX_WECHAT_CODE}`;
}
