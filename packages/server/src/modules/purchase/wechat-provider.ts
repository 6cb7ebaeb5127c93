import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from "node:crypto";
import type { NewProviderOrder, PaymentProvider, ProviderIo, ProviderPayment } from "./payment-provider.ts";
import { providerIo } from "./payment-provider.ts";

// WeChat Pay API v3 (Native pay): an order is opened with POST /v3/pay/transactions/native and
// answers a code_url (the QR code's content); the asynchronous notification is JSON whose
// headers carry an RSA-SHA256 signature by the platform over "timestamp\nnonce\nbody\n" and whose
// resource is AES-256-GCM encrypted with the merchant's APIv3 key; an order is queried with GET
// /v3/pay/transactions/out-trade-no/{no}. Every request we send is signed with the merchant's
// private key (Authorization WECHATPAY2-SHA256-RSA2048), every answer's signature is verified.

export type WechatPayConfig = {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate (named in our Authorization header). */
  serialNo: string;
  /** The merchant's API private key. */
  privateKey: KeyObject;
  /** The 32-byte APIv3 key the notifications are encrypted with. */
  apiV3Key: string;
  /** The platform's public key (or certificate) that signs notifications and answers. */
  platformPublicKey: KeyObject;
  /** Where WeChat Pay posts notifications: https://<host>/api/payments/notify/wechat. */
  notifyUrl: string;
  /** https://api.mch.weixin.qq.com unless a test points elsewhere. */
  baseUrl: string;
};

/** Notifications and answers older than this are refused (a replay). */
const MAX_SKEW_SECONDS = 300;

type Transaction = {
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown };
  mchid?: unknown;
  appid?: unknown;
};

/** RSA-SHA256 over the lines of a message, each ended by "\n" (WeChat Pay's signing string). */
function signLines(key: KeyObject, lines: string[]): string {
  return createSign("RSA-SHA256")
    .update(`${lines.join("\n")}\n`)
    .sign(key, "base64");
}

export function verifyLines(key: KeyObject, lines: string[], signature: string): boolean {
  try {
    return createVerify("RSA-SHA256")
      .update(`${lines.join("\n")}\n`)
      .verify(key, signature, "base64");
  } catch {
    return false;
  }
}

/** AEAD_AES_256_GCM of a notification's resource: the ciphertext ends with its 16-byte tag. */
export function decryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string | null {
  try {
    const data = Buffer.from(resource.ciphertext, "base64");
    if (data.length < 17) return null;
    const decipher = createDecipheriv(
      "aes-256-gcm",
      Buffer.from(apiV3Key, "utf8"),
      Buffer.from(resource.nonce, "utf8"),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}

export function createWechatProvider(config: WechatPayConfig, options: ProviderIo = {}): PaymentProvider {
  const { fetchImpl, now } = providerIo(options);

  function fresh(timestamp: string | undefined): boolean {
    const at = Number(timestamp);
    return Number.isFinite(at) && Math.abs(now().getTime() / 1000 - at) <= MAX_SKEW_SECONDS;
  }

  function paymentOf(tx: Transaction, outTradeNo: string): ProviderPayment | null {
    if (tx.mchid !== undefined && tx.mchid !== config.mchId) return null;
    if (tx.appid !== undefined && tx.appid !== config.appId) return null;
    const total = tx.amount?.total;
    const state = tx.trade_state;
    return {
      outTradeNo: typeof tx.out_trade_no === "string" ? tx.out_trade_no : outTradeNo,
      providerTradeNo: typeof tx.transaction_id === "string" ? tx.transaction_id : null,
      amountFen: typeof total === "number" && Number.isSafeInteger(total) ? total : 0,
      state:
        state === "SUCCESS"
          ? "paid"
          : state === "CLOSED" || state === "REVOKED" || state === "PAYERROR"
            ? "closed"
            : "unpaid",
    };
  }

  /** A signed request to the API; the answer's signature is verified before it is read. */
  async function request(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const text = body === undefined ? "" : JSON.stringify(body);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonce = randomBytes(16).toString("hex");
    const signature = signLines(config.privateKey, [method, path, timestamp, nonce, text]);
    const response = await fetchImpl(`${config.baseUrl}${path}`, {
      method,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`,
      },
      body: body === undefined ? undefined : text,
    });
    const answer = await response.text();
    const h = (name: string) => response.headers.get(name) ?? undefined;
    const answerTime = h("wechatpay-timestamp");
    if (
      !fresh(answerTime) ||
      !verifyLines(
        config.platformPublicKey,
        [answerTime ?? "", h("wechatpay-nonce") ?? "", answer],
        h("wechatpay-signature") ?? "",
      )
    )
      throw new Error(
        `WeChat Pay answer to ${method} ${path} has no valid signature (HTTP ${response.status})`,
      );
    return { status: response.status, json: answer ? JSON.parse(answer) : null };
  }

  return {
    channel: "wechat",
    async createOrder(order: NewProviderOrder) {
      const { status, json } = await request("POST", "/v3/pay/transactions/native", {
        appid: config.appId,
        mchid: config.mchId,
        description: order.description,
        out_trade_no: order.outTradeNo,
        notify_url: config.notifyUrl,
        amount: { total: order.amountFen, currency: "CNY" },
      });
      const codeUrl = (json as { code_url?: unknown } | null)?.code_url;
      if (status !== 200 || typeof codeUrl !== "string")
        throw new Error(`WeChat Pay refused the order (HTTP ${status}): ${JSON.stringify(json)}`);
      return { payUrl: codeUrl };
    },
    verifyNotification(body, headers, rawBody) {
      const timestamp = headers["wechatpay-timestamp"];
      const signed = verifyLines(
        config.platformPublicKey,
        [timestamp ?? "", headers["wechatpay-nonce"] ?? "", rawBody],
        headers["wechatpay-signature"] ?? "",
      );
      if (!signed || !fresh(timestamp)) return null;
      const resource = body.resource as
        | { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown }
        | undefined;
      if (typeof resource?.ciphertext !== "string" || typeof resource.nonce !== "string") return null;
      const plain = decryptResource(config.apiV3Key, {
        ciphertext: resource.ciphertext,
        nonce: resource.nonce,
        associated_data: typeof resource.associated_data === "string" ? resource.associated_data : "",
      });
      if (!plain) return null;
      try {
        const tx = JSON.parse(plain) as Transaction;
        if (typeof tx.out_trade_no !== "string") return null;
        return paymentOf(tx, tx.out_trade_no);
      } catch {
        return null;
      }
    },
    async queryOrder(outTradeNo) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`;
      const { status, json } = await request("GET", path);
      if (status === 404) return { outTradeNo, providerTradeNo: null, amountFen: 0, state: "unpaid" };
      if (status !== 200) throw new Error(`WeChat Pay order query failed (HTTP ${status})`);
      const payment = paymentOf(json as Transaction, outTradeNo);
      if (!payment || payment.outTradeNo !== outTradeNo) throw new Error("WeChat Pay answered another order");
      return payment;
    },
    // WeChat Pay reads the HTTP status: 200 taken, anything else is sent again later.
    answer: (ok) =>
      ok
        ? { status: 200, type: "application/json", body: JSON.stringify({ code: "SUCCESS", message: "OK" }) }
        : {
            status: 400,
            type: "application/json",
            body: JSON.stringify({ code: "FAIL", message: "refused" }),
          },
  };
}
