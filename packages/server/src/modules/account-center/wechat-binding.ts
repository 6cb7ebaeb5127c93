import type { AppDeps } from "../../plugins/context.ts";
import { AppError } from "../../plugins/errors.ts";
import { exchangeCode } from "../auth/third-party.exchange.ts";

/**
 * Who a WeChat authorization code belongs to, for binding WeChat to a signed-in account. The
 * real provider trades the code with WeChat (third-party.exchange.ts, WECHAT_APP_ID and
 * WECHAT_APP_SECRET); outside production, with no provider set up, a local stand-in takes codes
 * "standin-<name>" so the binding flow can be used and tested here. In production without a
 * provider nothing is available.
 */
export type WechatIdentifier = {
  available: boolean;
  identify(code: string): Promise<string>;
};

const STANDIN = /^standin-[a-z0-9-]{1,40}$/;

export function wechatIdentifier(deps: AppDeps, production: boolean): WechatIdentifier {
  if (deps.thirdParty.wechat)
    return {
      available: true,
      identify: async (code) => (await exchangeCode(deps, "wechat", code)).subject,
    };
  if (production)
    return { available: false, identify: () => Promise.reject(new AppError("other.bind_failed")) };
  return {
    available: true,
    async identify(code) {
      if (!STANDIN.test(code)) throw new AppError("other.bind_failed");
      return `standin:${code}`;
    },
  };
}
