import { createCipheriv, createSign, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAlipayProvider, rsa2Sign, rsa2Verify, signingString } from "./alipay-provider.ts";
import { fenToYuanText, yuanTextToFen } from "./money-text.ts";
import { openPayments, readPaymentsConfig } from "./payments-config.ts";
import { createWechatProvider, verifyLines } from "./wechat-provider.ts";

// The real providers against local stand-ins of WeChat Pay and Alipay: every key is generated
// here, the stand-ins sign what the real services sign and check what they check.

const rsa = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const NOW = new Date("2026-11-27T10:00:00Z");
const now = () => NOW;
const seconds = String(Math.floor(NOW.getTime() / 1000));

/** The order a buyer places for `amountFen`, from the install at erp.example.com. */
const anOrder = (amountFen: number) => ({
  outTradeNo: "FEN1",
  amountFen,
  description: "Fenestra upgrade",
  origin: "https://erp.example.com",
});

describe("WeChat Pay v3", () => {
  const merchant = rsa();
  const platform = rsa();
  const apiV3Key = randomBytes(16).toString("hex"); // 32 characters
  const config = {
    mchId: "1900000001",
    appId: "wx0000000000000001",
    serialNo: "MERCHANTSERIAL",
    privateKey: merchant.privateKey,
    apiV3Key,
    platformPublicKey: platform.publicKey,
    notifyUrl: "https://fenestra.example/api/payments/notify/wechat",
    baseUrl: "https://api.mch.weixin.qq.com",
  };

  /** What the platform sends: its signature over "timestamp\nnonce\nbody\n". */
  function platformSigned(body: string, timestamp = seconds, key = platform.privateKey) {
    const nonce = randomBytes(8).toString("hex");
    const signature = createSign("RSA-SHA256")
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(key, "base64");
    return {
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": nonce,
      "wechatpay-signature": signature,
      "wechatpay-serial": "PLATFORM",
    };
  }

  function encrypted(plain: object, key = apiV3Key) {
    const nonce = randomBytes(6).toString("hex");
    const cipher = createCipheriv("aes-256-gcm", Buffer.from(key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from("transaction"));
    const data = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
    return {
      algorithm: "AEAD_AES_256_GCM",
      ciphertext: data.toString("base64"),
      associated_data: "transaction",
      nonce,
      original_type: "transaction",
    };
  }

  const transaction = (state: string, total: number) => ({
    mchid: config.mchId,
    appid: config.appId,
    out_trade_no: "FEN1",
    transaction_id: "4200000001",
    trade_state: state,
    amount: { total, payer_total: total, currency: "CNY" },
  });

  function notification(plain: object, key?: string) {
    const body = JSON.stringify({
      id: "N1",
      event_type: "TRANSACTION.SUCCESS",
      resource_type: "encrypt-resource",
      resource: encrypted(plain, key),
    });
    return { body, parsed: JSON.parse(body) as Record<string, unknown> };
  }

  /** A stand-in API: checks our request's signature with the merchant's public key, answers signed. */
  function api(
    answer: (method: string, path: string, body: string) => { status: number; json: unknown },
    sign = true,
  ) {
    const seen: { path: string; authorized: boolean; body: string }[] = [];
    const fake: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const path = url.pathname + url.search;
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? init.body : "";
      const auth = String((init?.headers as Record<string, string> | undefined)?.Authorization);
      const field = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(auth)?.[1] ?? "";
      const authorized =
        auth.startsWith("WECHATPAY2-SHA256-RSA2048 ") &&
        field("mchid") === config.mchId &&
        field("serial_no") === config.serialNo &&
        verifyLines(
          merchant.publicKey,
          [method, path, field("timestamp"), field("nonce_str"), body],
          field("signature"),
        );
      seen.push({ path, authorized, body });
      const { status, json } = answer(method, path, body);
      const text = JSON.stringify(json);
      return new Response(text, { status, headers: sign ? platformSigned(text) : {} });
    };
    return { fake, seen };
  }

  it("opens a Native order signed with the merchant key and answers its code_url", async () => {
    const { fake, seen } = api(() => ({
      status: 200,
      json: { code_url: "weixin://wxpay/bizpayurl?pr=abc" },
    }));
    const provider = createWechatProvider(config, { fetch: fake, now });
    const { payUrl } = await provider.createOrder(anOrder(198_000));
    expect(payUrl).toBe("weixin://wxpay/bizpayurl?pr=abc");
    expect(seen[0]?.path).toBe("/v3/pay/transactions/native");
    expect(seen[0]?.authorized).toBe(true);
    expect(JSON.parse(seen[0]?.body ?? "{}")).toMatchObject({
      out_trade_no: "FEN1",
      amount: { total: 198_000, currency: "CNY" },
      notify_url: config.notifyUrl,
    });
  });

  it("refuses an answer the platform did not sign", async () => {
    const { fake } = api(() => ({ status: 200, json: { code_url: "weixin://x" } }), false);
    const provider = createWechatProvider(config, { fetch: fake, now });
    await expect(provider.createOrder(anOrder(1))).rejects.toThrow(/signature/);
  });

  it("verifies a notification's signature, decrypts it and reads the payment", () => {
    const provider = createWechatProvider(config, { now });
    const { body, parsed } = notification(transaction("SUCCESS", 198_000));
    expect(provider.verifyNotification(parsed, platformSigned(body), body)).toEqual({
      outTradeNo: "FEN1",
      providerTradeNo: "4200000001",
      amountFen: 198_000,
      state: "paid",
    });
  });

  it("refuses a notification with a forged signature, an altered body, an old timestamp or another key", () => {
    const provider = createWechatProvider(config, { now });
    const { body, parsed } = notification(transaction("SUCCESS", 198_000));
    expect(
      provider.verifyNotification(parsed, platformSigned(body, seconds, rsa().privateKey), body),
    ).toBeNull();
    expect(provider.verifyNotification(parsed, platformSigned(body), body.replace("N1", "N2"))).toBeNull();
    expect(
      provider.verifyNotification(parsed, platformSigned(body, String(Number(seconds) - 3600)), body),
    ).toBeNull();
    const other = notification(transaction("SUCCESS", 198_000), randomBytes(16).toString("hex"));
    expect(provider.verifyNotification(other.parsed, platformSigned(other.body), other.body)).toBeNull();
    const stranger = notification({ ...transaction("SUCCESS", 198_000), mchid: "1900000002" });
    expect(
      provider.verifyNotification(stranger.parsed, platformSigned(stranger.body), stranger.body),
    ).toBeNull();
  });

  it("queries an order by out_trade_no: paid, not yet paid, unknown", async () => {
    const { fake, seen } = api((_m, path) =>
      path.includes("FEN1")
        ? { status: 200, json: transaction("SUCCESS", 500) }
        : path.includes("FEN2")
          ? { status: 200, json: { ...transaction("NOTPAY", 500), out_trade_no: "FEN2" } }
          : { status: 404, json: { code: "ORDER_NOT_EXIST" } },
    );
    const provider = createWechatProvider(config, { fetch: fake, now });
    expect(await provider.queryOrder("FEN1")).toMatchObject({ state: "paid", amountFen: 500 });
    expect(await provider.queryOrder("FEN2")).toMatchObject({ state: "unpaid" });
    expect(await provider.queryOrder("FEN3")).toMatchObject({ state: "unpaid", amountFen: 0 });
    expect(seen[0]?.path).toBe("/v3/pay/transactions/out-trade-no/FEN1?mchid=1900000001");
    expect(seen.every((s) => s.authorized)).toBe(true);
  });

  it("answers WeChat Pay by status: 200 taken, 4xx sent again", () => {
    const provider = createWechatProvider(config, { now });
    expect(provider.answer(true).status).toBe(200);
    expect(provider.answer(false).status).toBe(400);
  });
});

describe("Alipay (RSA2)", () => {
  const app = rsa();
  const alipay = rsa();
  const config = {
    appId: "2021000000000001",
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    notifyUrl: "https://fenestra.example/api/payments/notify/alipay",
    gateway: "https://openapi.alipay.com/gateway.do",
  };

  /** A stand-in gateway: checks our request's RSA2 signature, answers a node signed by Alipay. */
  function gateway(
    answer: (method: string, biz: Record<string, unknown>) => Record<string, unknown>,
    key = alipay.privateKey,
  ) {
    const seen: { method: string; signed: boolean; params: Record<string, string> }[] = [];
    const fake: typeof fetch = async (_input, init) => {
      const params = Object.fromEntries(new URLSearchParams(String(init?.body)));
      const signed = rsa2Verify(app.publicKey, signingString(params), params.sign);
      const method = params.method ?? "";
      seen.push({ method, signed, params });
      const node = JSON.stringify(answer(method, JSON.parse(params.biz_content ?? "{}")));
      const name = `${method.replace(/\./g, "_")}_response`;
      return new Response(`{"${name}":${node},"sign":"${rsa2Sign(key, node)}"}`, { status: 200 });
    };
    return { fake, seen };
  }

  function notification(fields: Record<string, string>, key = alipay.privateKey) {
    const body: Record<string, string> = {
      notify_id: "n1",
      app_id: config.appId,
      charset: "utf-8",
      ...fields,
    };
    return { ...body, sign_type: "RSA2", sign: rsa2Sign(key, signingString(body)) };
  }

  it("opens an order with alipay.trade.precreate signed with the app key and answers the QR code", async () => {
    const { fake, seen } = gateway((_m, biz) => ({
      code: "10000",
      msg: "Success",
      out_trade_no: biz.out_trade_no,
      qr_code: "https://qr.alipay.com/bax1",
    }));
    const provider = createAlipayProvider(config, { fetch: fake, now });
    expect((await provider.createOrder(anOrder(198_050))).payUrl).toBe("https://qr.alipay.com/bax1");
    expect(seen[0]).toMatchObject({ method: "alipay.trade.precreate", signed: true });
    expect(seen[0]?.params).toMatchObject({
      app_id: config.appId,
      sign_type: "RSA2",
      notify_url: config.notifyUrl,
      timestamp: "2026-11-27 18:00:00",
    });
    expect(JSON.parse(seen[0]?.params.biz_content ?? "{}")).toMatchObject({
      out_trade_no: "FEN1",
      total_amount: "1980.50",
    });
  });

  it("refuses an answer signed by another key", async () => {
    const { fake } = gateway(() => ({ code: "10000", qr_code: "x" }), rsa().privateKey);
    const provider = createAlipayProvider(config, { fetch: fake, now });
    await expect(provider.createOrder(anOrder(1))).rejects.toThrow(/signature/);
  });

  it("verifies a notification's RSA2 signature and reads the amount in fen", () => {
    const provider = createAlipayProvider(config, { now });
    const body = notification({
      out_trade_no: "FEN1",
      trade_no: "2026112722001",
      trade_status: "TRADE_SUCCESS",
      total_amount: "1980.00",
    });
    expect(provider.verifyNotification(body, {}, "")).toEqual({
      outTradeNo: "FEN1",
      providerTradeNo: "2026112722001",
      amountFen: 198_000,
      state: "paid",
    });
    expect(provider.verifyNotification({ ...body, total_amount: "0.01" }, {}, "")).toBeNull();
    const forged = notification(
      { out_trade_no: "FEN1", trade_status: "TRADE_SUCCESS", total_amount: "1980.00" },
      rsa().privateKey,
    );
    expect(provider.verifyNotification(forged, {}, "")).toBeNull();
    const otherApp = notification({
      app_id: "2021000000000002",
      out_trade_no: "FEN1",
      trade_status: "TRADE_SUCCESS",
      total_amount: "1980.00",
    });
    expect(provider.verifyNotification(otherApp, {}, "")).toBeNull();
    expect(provider.answer(true)).toEqual({ status: 200, type: "text/plain", body: "success" });
  });

  it("queries an order with alipay.trade.query: paid, waiting, unknown", async () => {
    const { fake, seen } = gateway((_m, biz) =>
      biz.out_trade_no === "FEN1"
        ? {
            code: "10000",
            out_trade_no: "FEN1",
            trade_no: "T1",
            trade_status: "TRADE_SUCCESS",
            total_amount: "5.00",
          }
        : biz.out_trade_no === "FEN2"
          ? { code: "10000", out_trade_no: "FEN2", trade_status: "WAIT_BUYER_PAY", total_amount: "5.00" }
          : { code: "40004", msg: "Business Failed", sub_code: "ACQ.TRADE_NOT_EXIST" },
    );
    const provider = createAlipayProvider(config, { fetch: fake, now });
    expect(await provider.queryOrder("FEN1")).toEqual({
      outTradeNo: "FEN1",
      providerTradeNo: "T1",
      amountFen: 500,
      state: "paid",
    });
    expect(await provider.queryOrder("FEN2")).toMatchObject({ state: "unpaid" });
    expect(await provider.queryOrder("FEN3")).toMatchObject({ state: "unpaid", amountFen: 0 });
    expect(seen.every((s) => s.signed && s.method === "alipay.trade.query")).toBe(true);
  });
});

describe("amounts and configuration", () => {
  it("reads yuan text as fen and writes it back", () => {
    expect(yuanTextToFen("1980.5")).toBe(198_050);
    expect(yuanTextToFen("0.01")).toBe(1);
    expect([yuanTextToFen("1.001"), yuanTextToFen("-1"), yuanTextToFen("1e3"), yuanTextToFen(5)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(fenToYuanText(198_005)).toBe("1980.05");
  });

  it("never runs the sandbox in production, and picks the real providers from their keys", () => {
    expect(() => readPaymentsConfig({ PAYMENT_SANDBOX: "1" }, true)).toThrow(/never runs in production/);
    expect(readPaymentsConfig({}, true)).toEqual({ sandbox: false });
    expect(() => openPayments({ sandbox: true }, true)).toThrow(/never runs in production/);
    expect(openPayments({ sandbox: false }, true).providers).toEqual({});
    expect(readPaymentsConfig({}, false).sandbox).toBe(true);
    expect(readPaymentsConfig({ PAYMENT_SANDBOX: "0" }, false).sandbox).toBe(false);

    const pem = (k: KeyObject, type: "pkcs8" | "spki") => k.export({ type, format: "pem" }).toString();
    const app = rsa();
    const alipay = rsa();
    const env = {
      ALIPAY_APP_ID: "2021000000000001",
      ALIPAY_PRIVATE_KEY: pem(app.privateKey, "pkcs8"),
      // Alipay's console gives its public key as bare base64.
      ALIPAY_PUBLIC_KEY: alipay.publicKey.export({ type: "spki", format: "der" }).toString("base64"),
      ALIPAY_NOTIFY_URL: "https://fenestra.example/api/payments/notify/alipay",
    };
    const config = readPaymentsConfig(env, true);
    const { providers, sandbox } = openPayments(config, true);
    expect(sandbox).toBeUndefined();
    expect(Object.keys(providers)).toEqual(["alipay"]);
    expect(providers.alipay?.answer(true).body).toBe("success");
    // On a test server the channel without keys keeps the sandbox.
    const mixed = openPayments(readPaymentsConfig(env, false), false);
    expect(mixed.sandbox).toBeDefined();
    expect(mixed.providers.alipay?.answer(true).body).toBe("success");
    expect(mixed.providers.wechat?.answer(true).body).toContain("SUCCESS");

    const { ALIPAY_PUBLIC_KEY: _dropped, ...half } = env;
    expect(() => readPaymentsConfig(half, true)).toThrow(/Alipay needs ALIPAY_PUBLIC_KEY/);
    expect(() => readPaymentsConfig({ WECHATPAY_MCH_ID: "1" }, true)).toThrow(/WeChat Pay needs/);
  });
});
