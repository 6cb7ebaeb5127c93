import { createSign, createVerify, type KeyObject } from "node:crypto";
import { fenToYuanText, yuanTextToFen } from "./money-text.ts";
import type { NewProviderOrder, PaymentProvider, ProviderIo, ProviderPayment } from "./payment-provider.ts";
import { providerIo } from "./payment-provider.ts";

// Alipay (open platform, RSA2): an order is opened with alipay.trade.precreate, whose answer
// carries the qr_code the payer scans; the asynchronous notification is a form post signed with
// Alipay's private key over the sorted "key=value&…" of its fields (sign and sign_type left
// out); an order is queried with alipay.trade.query. Our requests are signed with the app's
// private key the same way; Alipay's answers are signed over the exact JSON of the answer node.

export type AlipayConfig = {
  appId: string;
  /** The app's private key (RSA2). */
  privateKey: KeyObject;
  /** Alipay's public key, which signs notifications and answers. */
  alipayPublicKey: KeyObject;
  /** Where Alipay posts notifications: https://<host>/api/payments/notify/alipay. */
  notifyUrl: string;
  /** https://openapi.alipay.com/gateway.do unless a test points elsewhere. */
  gateway: string;
};

/** The string Alipay signs: the fields but sign and sign_type, non-empty, sorted, "k=v" joined by "&". */
export function signingString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter(
      (k) =>
        k !== "sign" &&
        k !== "sign_type" &&
        fields[k] !== undefined &&
        fields[k] !== null &&
        fields[k] !== "",
    )
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join("&");
}

export function rsa2Sign(key: KeyObject, text: string): string {
  return createSign("RSA-SHA256").update(text, "utf8").sign(key, "base64");
}

export function rsa2Verify(key: KeyObject, text: string, signature: unknown): boolean {
  if (typeof signature !== "string" || signature === "") return false;
  try {
    return createVerify("RSA-SHA256").update(text, "utf8").verify(key, signature, "base64");
  } catch {
    return false;
  }
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the gateway expects its timestamp. */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** The raw JSON text of `node` inside an answer (what Alipay signed), or null. */
function nodeText(answer: string, node: string): string | null {
  const start = answer.indexOf(`"${node}"`);
  if (start < 0) return null;
  const open = answer.indexOf("{", start);
  if (open < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = open; i < answer.length; i++) {
    const c = answer[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return answer.slice(open, i + 1);
  }
  return null;
}

const PAID = new Set(["TRADE_SUCCESS", "TRADE_FINISHED"]);

export function createAlipayProvider(config: AlipayConfig, options: ProviderIo = {}): PaymentProvider {
  const { fetchImpl, now } = providerIo(options);

  /** Calls a gateway method; answers its verified answer node. */
  async function call(method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}) {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: beijingTime(now()),
      version: "1.0",
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    params.sign = rsa2Sign(config.privateKey, signingString(params));
    const response = await fetchImpl(config.gateway, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8" },
      body: new URLSearchParams(params).toString(),
    });
    const answer = await response.text();
    const nodeName = `${method.replace(/\./g, "_")}_response`;
    const node = nodeText(answer, nodeName);
    const sign = (JSON.parse(answer) as { sign?: unknown }).sign;
    if (!node || !rsa2Verify(config.alipayPublicKey, node, sign))
      throw new Error(`Alipay answer to ${method} has no valid signature (HTTP ${response.status})`);
    return JSON.parse(node) as Record<string, unknown>;
  }

  return {
    channel: "alipay",
    async createOrder(order: NewProviderOrder) {
      const node = await call(
        "alipay.trade.precreate",
        {
          out_trade_no: order.outTradeNo,
          total_amount: fenToYuanText(order.amountFen),
          subject: order.description,
        },
        { notify_url: config.notifyUrl },
      );
      if (node.code !== "10000" || typeof node.qr_code !== "string")
        throw new Error(
          `Alipay refused the order: ${String(node.code)} ${String(node.sub_code ?? node.msg ?? "")}`,
        );
      return { payUrl: node.qr_code };
    },
    verifyNotification(body) {
      if (!rsa2Verify(config.alipayPublicKey, signingString(body), body.sign)) return null;
      if (body.app_id !== config.appId || typeof body.out_trade_no !== "string") return null;
      const amountFen = yuanTextToFen(body.total_amount);
      if (amountFen === null) return null;
      const status = String(body.trade_status);
      return {
        outTradeNo: body.out_trade_no,
        providerTradeNo: typeof body.trade_no === "string" ? body.trade_no : null,
        amountFen,
        state: PAID.has(status) ? "paid" : status === "TRADE_CLOSED" ? "closed" : "unpaid",
      };
    },
    async queryOrder(outTradeNo): Promise<ProviderPayment> {
      const node = await call("alipay.trade.query", { out_trade_no: outTradeNo });
      if (node.code !== "10000") {
        if (node.sub_code === "ACQ.TRADE_NOT_EXIST")
          return { outTradeNo, providerTradeNo: null, amountFen: 0, state: "unpaid" };
        throw new Error(`Alipay order query failed: ${String(node.code)} ${String(node.sub_code ?? "")}`);
      }
      if (node.out_trade_no !== outTradeNo) throw new Error("Alipay answered another order");
      const status = String(node.trade_status);
      return {
        outTradeNo,
        providerTradeNo: typeof node.trade_no === "string" ? node.trade_no : null,
        amountFen: yuanTextToFen(node.total_amount) ?? 0,
        state: PAID.has(status) ? "paid" : status === "TRADE_CLOSED" ? "closed" : "unpaid",
      };
    },
    // Alipay reads the body: "success" taken, anything else is sent again later.
    answer: (ok) => ({ status: 200, type: "text/plain", body: ok ? "success" : "fail" }),
  };
}
