import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { type AlipayConfig, createAlipayProvider } from "./alipay-provider.ts";
import type { PaymentProviders } from "./payment-provider.ts";
import { createSandbox, type Sandbox } from "./sandbox-provider.ts";
import { createWechatProvider, type WechatPayConfig } from "./wechat-provider.ts";

// Which payment providers the server runs, from the environment (README "Run it"): WeChat Pay
// when the WECHATPAY_* keys are set, Alipay when the ALIPAY_* keys are set, and the local sandbox
// for the channels left — on a development or test server only. PAYMENT_SANDBOX=1 on a
// production server stops the start; so does a half-configured provider.

export type PaymentsConfig = { sandbox: boolean; wechat?: WechatPayConfig; alipay?: AlipayConfig };

const WECHAT_KEYS = [
  "WECHATPAY_MCH_ID",
  "WECHATPAY_APP_ID",
  "WECHATPAY_SERIAL_NO",
  "WECHATPAY_PRIVATE_KEY",
  "WECHATPAY_API_V3_KEY",
  "WECHATPAY_PLATFORM_PUBLIC_KEY",
  "WECHATPAY_NOTIFY_URL",
] as const;
const ALIPAY_KEYS = [
  "ALIPAY_APP_ID",
  "ALIPAY_PRIVATE_KEY",
  "ALIPAY_PUBLIC_KEY",
  "ALIPAY_NOTIFY_URL",
] as const;

/** A PEM given inline ("-----BEGIN …") or the path of a file holding it. */
function pem(value: string): string {
  return value.trimStart().startsWith("-----BEGIN")
    ? value.replace(/\\n/g, "\n")
    : readFileSync(value, "utf8");
}

/** Alipay hands out bare base64 keys; PEM wrapping makes them readable by node:crypto. */
function keyText(value: string, kind: "PRIVATE" | "PUBLIC"): string {
  const text = value.trim();
  if (text.startsWith("-----BEGIN") || !/^[A-Za-z0-9+/=\s]+$/.test(text)) return pem(value);
  const body =
    text
      .replace(/\s+/g, "")
      .match(/.{1,64}/g)
      ?.join("\n") ?? text;
  return `-----BEGIN ${kind} KEY-----\n${body}\n-----END ${kind} KEY-----\n`;
}

function privateKey(name: string, value: string): KeyObject {
  try {
    return createPrivateKey(keyText(value, "PRIVATE"));
  } catch (error) {
    throw new Error(`${name} is not a readable private key: ${(error as Error).message}`);
  }
}

function publicKey(name: string, value: string): KeyObject {
  try {
    // A public key or an X.509 certificate (WeChat Pay's platform certificate).
    return createPublicKey(keyText(value, "PUBLIC"));
  } catch (error) {
    throw new Error(`${name} is not a readable public key or certificate: ${(error as Error).message}`);
  }
}

/** All of `keys` or none: a half-set provider stops the start with the names missing. */
function allOrNone(env: NodeJS.ProcessEnv, keys: readonly string[], what: string): boolean {
  const missing = keys.filter((k) => !env[k]);
  if (missing.length === keys.length) return false;
  if (missing.length > 0) throw new Error(`${what} needs ${missing.join(", ")}`);
  return true;
}

export function readPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const sandboxFlag = env.PAYMENT_SANDBOX;
  if (production && sandboxFlag === "1")
    throw new Error("PAYMENT_SANDBOX=1: the payment sandbox never runs in production (NODE_ENV=production)");
  const config: PaymentsConfig = { sandbox: production ? false : sandboxFlag !== "0" };
  if (allOrNone(env, WECHAT_KEYS, "WeChat Pay")) {
    const apiV3Key = env.WECHATPAY_API_V3_KEY as string;
    if (Buffer.byteLength(apiV3Key, "utf8") !== 32) throw new Error("WECHATPAY_API_V3_KEY must be 32 bytes");
    config.wechat = {
      mchId: env.WECHATPAY_MCH_ID as string,
      appId: env.WECHATPAY_APP_ID as string,
      serialNo: env.WECHATPAY_SERIAL_NO as string,
      privateKey: privateKey("WECHATPAY_PRIVATE_KEY", env.WECHATPAY_PRIVATE_KEY as string),
      apiV3Key,
      platformPublicKey: publicKey(
        "WECHATPAY_PLATFORM_PUBLIC_KEY",
        env.WECHATPAY_PLATFORM_PUBLIC_KEY as string,
      ),
      notifyUrl: env.WECHATPAY_NOTIFY_URL as string,
      baseUrl: env.WECHATPAY_BASE_URL || "https://api.mch.weixin.qq.com",
    };
  }
  if (allOrNone(env, ALIPAY_KEYS, "Alipay")) {
    config.alipay = {
      appId: env.ALIPAY_APP_ID as string,
      privateKey: privateKey("ALIPAY_PRIVATE_KEY", env.ALIPAY_PRIVATE_KEY as string),
      alipayPublicKey: publicKey("ALIPAY_PUBLIC_KEY", env.ALIPAY_PUBLIC_KEY as string),
      notifyUrl: env.ALIPAY_NOTIFY_URL as string,
      gateway: env.ALIPAY_GATEWAY || "https://openapi.alipay.com/gateway.do",
    };
  }
  return config;
}

/** The providers by channel: the real ones configured, the sandbox for the rest where allowed. */
export function openPayments(
  config: PaymentsConfig,
  production: boolean,
  options: { fetch?: typeof fetch } = {},
): { providers: PaymentProviders; sandbox?: Sandbox } {
  if (production && config.sandbox) throw new Error("The payment sandbox never runs in production");
  const providers: PaymentProviders = {};
  if (config.wechat) providers.wechat = createWechatProvider(config.wechat, options);
  if (config.alipay) providers.alipay = createAlipayProvider(config.alipay, options);
  if (!config.sandbox || (providers.wechat && providers.alipay)) return { providers };
  const sandbox = createSandbox();
  return { providers: { ...sandbox.providers, ...providers }, sandbox };
}
