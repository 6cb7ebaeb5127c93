import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers/test-app.ts";
import { createAlipayProvider, rsa2Sign, signingString } from "./alipay-provider.ts";
import { placeOrder } from "./purchase.fixtures.ts";
import { createWechatProvider } from "./wechat-provider.ts";

// The real providers inside the app: an order opened through the route reaches the provider's
// (stand-in) API, and the provider's own notification — Alipay's form post, WeChat Pay's JSON
// signed over its exact bytes — grants the purchase once, answered the way each provider reads.

const rsa = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const alipayKeys = { app: rsa(), alipay: rsa() };
const wechatKeys = { merchant: rsa(), platform: rsa(), apiV3Key: randomBytes(16).toString("hex") };
const APP_ID = "2021000000000001";

const alipayGateway: typeof fetch = async (_input, init) => {
  const params = Object.fromEntries(new URLSearchParams(String(init?.body)));
  const biz = JSON.parse(params.biz_content ?? "{}");
  const node = JSON.stringify({
    code: "10000",
    out_trade_no: biz.out_trade_no,
    qr_code: "https://qr.alipay.com/x",
  });
  return new Response(
    `{"alipay_trade_precreate_response":${node},"sign":"${rsa2Sign(alipayKeys.alipay.privateKey, node)}"}`,
  );
};

function platformHeaders(body: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(8).toString("hex");
  const signature = createSign("RSA-SHA256")
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(wechatKeys.platform.privateKey, "base64");
  return { "wechatpay-timestamp": timestamp, "wechatpay-nonce": nonce, "wechatpay-signature": signature };
}

const wechatApi: typeof fetch = async () => {
  const text = JSON.stringify({ code_url: "weixin://wxpay/bizpayurl?pr=x" });
  return new Response(text, { headers: platformHeaders(text) });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    payments: {
      providers: {
        alipay: createAlipayProvider(
          {
            appId: APP_ID,
            privateKey: alipayKeys.app.privateKey,
            alipayPublicKey: alipayKeys.alipay.publicKey,
            notifyUrl: "https://fenestra.example/api/payments/notify/alipay",
            gateway: "https://openapi.alipay.com/gateway.do",
          },
          { fetch: alipayGateway },
        ),
        wechat: createWechatProvider(
          {
            mchId: "1900000001",
            appId: "wx01",
            serialNo: "S1",
            privateKey: wechatKeys.merchant.privateKey,
            apiV3Key: wechatKeys.apiV3Key,
            platformPublicKey: wechatKeys.platform.publicKey,
            notifyUrl: "https://fenestra.example/api/payments/notify/wechat",
            baseUrl: "https://api.mch.weixin.qq.com",
          },
          { fetch: wechatApi },
        ),
      },
    },
  });
});
afterAll(() => t.close());

const topUp = (s: Session, channel: "alipay" | "wechat", amountFen: number) =>
  placeOrder(t.app, s, { kind: "topup", amountFen }, channel);

const balance = async (s: Session) =>
  (await callRoute(t.app, routes.purchase.account, { token: s.userinfo.api_token })).body.data?.balanceFen;

describe("real providers' notifications through the app", () => {
  it("Alipay: a signed form post grants once and is answered 'success'; a forged one 'fail'", async () => {
    const a = await registerAccount(t.app, t.clock);
    const order = await topUp(a, "alipay", 5_000);
    expect(order.payUrl).toBe("https://qr.alipay.com/x");
    const fields: Record<string, string> = {
      app_id: APP_ID,
      out_trade_no: order.outTradeNo,
      trade_no: "2026112722001",
      trade_status: "TRADE_SUCCESS",
      total_amount: "50.00",
      subject: "Fenestra 优化余额",
    };
    const signed = {
      ...fields,
      sign_type: "RSA2",
      sign: rsa2Sign(alipayKeys.alipay.privateKey, signingString(fields)),
    };
    const post = (form: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/payments/notify/alipay",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(form).toString(),
      });
    const first = await post(signed);
    expect([first.statusCode, first.headers["content-type"], first.body]).toEqual([
      200,
      "text/plain",
      "success",
    ]);
    expect((await post(signed)).body).toBe("success");
    expect(await balance(a)).toBe(5_000);
    expect((await post({ ...signed, total_amount: "500.00" })).body).toBe("fail");
    expect(await balance(a)).toBe(5_000);
  });

  it("WeChat Pay: the JSON is verified over its exact bytes, decrypted and granted once; a bad signature is answered 4xx", async () => {
    const a = await registerAccount(t.app, t.clock);
    const order = await topUp(a, "wechat", 1_000);
    expect(order.payUrl).toBe("weixin://wxpay/bizpayurl?pr=x");
    const nonce = randomBytes(6).toString("hex");
    const cipher = createCipheriv("aes-256-gcm", Buffer.from(wechatKeys.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from("transaction"));
    const plain = JSON.stringify({
      mchid: "1900000001",
      appid: "wx01",
      out_trade_no: order.outTradeNo,
      transaction_id: "4200000001",
      trade_state: "SUCCESS",
      amount: { total: 1_000, currency: "CNY" },
    });
    const ciphertext = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString(
      "base64",
    );
    // Spaces and a line break: only the bytes as sent carry the signature, not a re-serialization.
    const raw = JSON.stringify(
      {
        id: "N1",
        event_type: "TRANSACTION.SUCCESS",
        summary: "支付成功",
        resource: { algorithm: "AEAD_AES_256_GCM", ciphertext, nonce, associated_data: "transaction" },
      },
      null,
      2,
    );
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/payments/notify/wechat",
        headers: { "content-type": "application/json", ...headers },
        payload: raw,
      });
    const first = await post(platformHeaders(raw));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: "SUCCESS", message: "OK" });
    expect((await post(platformHeaders(raw))).statusCode).toBe(200);
    expect(await balance(a)).toBe(1_000);
    const forged = await post({ ...platformHeaders(raw), "wechatpay-signature": "AAAA" });
    expect(forged.statusCode).toBe(400);
    expect(await balance(a)).toBe(1_000);
  });
});
