import type { SmsProvider } from "../../shared/sms-provider.ts";

/**
 * Skeleton of a real gateway: POSTs `{phone, text, purpose}` as JSON to SMS_HTTP_URL and
 * treats any non-2xx answer as a failure. A vendor adapter only has to reshape this body.
 */
export function httpProvider(url: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: "http",
    async send(message) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone: message.phone, text: message.text, purpose: message.purpose }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`sms gateway answered ${response.status}`);
    },
  };
}
