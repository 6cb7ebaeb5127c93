import type { THIRD_PARTY_PROVIDERS } from "@fenestra/core";

export type ThirdPartyProviderName = (typeof THIRD_PARTY_PROVIDERS)[number];

/**
 * One OAuth 2.0 provider: the server trades the browser's authorization `code` for the user's
 * identity at `tokenUrl` (WeChat: https://api.weixin.qq.com/sns/oauth2/access_token).
 */
export type ThirdPartyProvider = { tokenUrl: string; appId: string; appSecret: string };
export type ThirdPartyProviders = Partial<Record<ThirdPartyProviderName, ThirdPartyProvider>>;
