import { THIRD_PARTY_PROVIDERS } from "@fenestra/core";
import { AppError } from "../../plugins/errors.ts";
import type { ThirdPartyProviderName, ThirdPartyProviders } from "../../shared/third-party-providers.ts";

/**
 * Trades an authorization code with the provider (WeChat's OAuth "code for access_token" call:
 * GET tokenUrl?appid&secret&code&grant_type=authorization_code) and answers the identity it
 * vouches for. The code itself is never trusted as an identity: a provider that is not set up,
 * an error answer, a network fault or an answer without an openid all refuse the sign-in.
 */
export async function exchangeCode(
  deps: { fetch: typeof fetch; thirdParty: ThirdPartyProviders },
  provider: ThirdPartyProviderName,
  code: string,
): Promise<{ provider: ThirdPartyProviderName; subject: string }> {
  const setup = deps.thirdParty[provider];
  if (!setup) throw new AppError("auth.third_party_unavailable");
  const url = new URL(setup.tokenUrl);
  url.searchParams.set("appid", setup.appId);
  url.searchParams.set("secret", setup.appSecret);
  url.searchParams.set("code", code);
  url.searchParams.set("grant_type", "authorization_code");
  let answer: unknown;
  try {
    const response = await deps.fetch(url, { method: "GET", signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new AppError("auth.third_party_failed");
    answer = await response.json();
  } catch {
    throw new AppError("auth.third_party_failed");
  }
  const body = answer as { errcode?: unknown; openid?: unknown; unionid?: unknown } | null;
  if (!body || (body.errcode !== undefined && body.errcode !== 0))
    throw new AppError("auth.third_party_failed");
  // unionid is the same person across one vendor's apps; openid is per app.
  const subject = typeof body.unionid === "string" && body.unionid ? body.unionid : body.openid;
  if (typeof subject !== "string" || subject.length === 0 || subject.length > 128)
    throw new AppError("auth.third_party_failed");
  return { provider, subject };
}

export function isProviderName(value: string): value is ThirdPartyProviderName {
  return (THIRD_PARTY_PROVIDERS as readonly string[]).includes(value);
}
