import { join, resolve } from "node:path";
import { type PaymentsConfig, readPaymentsConfig } from "./modules/purchase/payments-config.ts";
import {
  type AuthLimits,
  DEFAULT_LIMITS,
  DEFAULT_SESSION_LIFETIME,
  type SessionLifetime,
} from "./shared/auth-limits.ts";
import type { ThirdPartyProviders } from "./shared/third-party-providers.ts";
import type { S3Settings } from "./storage/s3.storage.ts";

/** Where uploaded files go: a folder (default DATA_DIR/files) or an S3-compatible bucket. */
export type StorageConfig = { kind: "local"; folder: string } | ({ kind: "s3" } & S3Settings);

/** Server settings from the environment (documented in the README, "Run it"). */
export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL when set; PGlite in dataDir otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite folder a fresh dataDir starts as a copy of; the build's dist/pgdata-template by default. */
  pgliteTemplate: string | undefined;
  production: boolean;
  smsProvider: "outbox" | "http";
  smsHttpUrl: string | undefined;
  /** External single sign-on service of SPEC §6 rule 8 (receives {guigui_token}). */
  ssoEndpoint: string | undefined;
  /** Built web app folder; served with SPA fallback when it exists. */
  webDist: string | undefined;
  /** Sign-in and SMS limits (docs/accounts.md, "Limits"). */
  limits: AuthLimits;
  sessionLifetime: SessionLifetime;
  /** Third-party sign-on providers set up by their app id and secret; none by default. */
  thirdParty: ThirdPartyProviders;
  /**
   * On PostgreSQL (pg-boss): how long a background job may run before it counts as lost with its
   * process, and how often lost ones are looked for and handed to another process.
   */
  jobHandover: { backgroundExpireSeconds: number; maintenanceIntervalSeconds: number };
  /** Fastify trustProxy: read the client address from X-Forwarded-For behind these proxies. */
  trustProxy: boolean | string;
  /** LOG_REQUESTS=1 logs every request; faults are always logged. */
  logRequests: boolean;
  /** STORAGE=s3 with S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; else FILES_DIR. */
  storage: StorageConfig;
  /** WeChat Pay / Alipay keys (WECHATPAY_*, ALIPAY_*) and PAYMENT_SANDBOX (never in production). */
  payments: PaymentsConfig;
};

const WECHAT_TOKEN_URL = "https://api.weixin.qq.com/sns/oauth2/access_token";

/** A whole positive number from the environment, or the default; anything else stops the start. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return Number(raw);
}

function readLimits(env: NodeJS.ProcessEnv): AuthLimits {
  const d = DEFAULT_LIMITS;
  return {
    loginPerPhone: { ...d.loginPerPhone, max: positive(env, "LOGIN_LIMIT_PER_PHONE", d.loginPerPhone.max) },
    loginPerAddress: {
      ...d.loginPerAddress,
      max: positive(env, "LOGIN_LIMIT_PER_ADDRESS", d.loginPerAddress.max),
    },
    smsPerPhone: { ...d.smsPerPhone, max: positive(env, "SMS_LIMIT_PER_PHONE", d.smsPerPhone.max) },
    smsPerAddress: { ...d.smsPerAddress, max: positive(env, "SMS_LIMIT_PER_ADDRESS", d.smsPerAddress.max) },
    picturePerAddress: {
      ...d.picturePerAddress,
      max: positive(env, "PICTURE_LIMIT_PER_ADDRESS", d.picturePerAddress.max),
    },
    customOrderPerLink: {
      ...d.customOrderPerLink,
      max: positive(env, "CUSTOM_ORDER_LIMIT_PER_LINK", d.customOrderPerLink.max),
    },
    customOrderPerAddress: {
      ...d.customOrderPerAddress,
      max: positive(env, "CUSTOM_ORDER_LIMIT_PER_ADDRESS", d.customOrderPerAddress.max),
    },
    customOrderPricePerAddress: {
      ...d.customOrderPricePerAddress,
      max: positive(env, "CUSTOM_ORDER_PRICE_LIMIT_PER_ADDRESS", d.customOrderPricePerAddress.max),
    },
  };
}

function readThirdParty(env: NodeJS.ProcessEnv): ThirdPartyProviders {
  if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET) return {};
  return {
    wechat: {
      tokenUrl: env.WECHAT_TOKEN_URL || WECHAT_TOKEN_URL,
      appId: env.WECHAT_APP_ID,
      appSecret: env.WECHAT_APP_SECRET,
    },
  };
}

function readTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === "0" || value === "false") return false;
  if (value === "1" || value === "true") return true;
  return value;
}

function readStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (env.STORAGE !== "s3")
    return { kind: "local", folder: resolve(env.FILES_DIR || join(dataDir, "files")) };
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`STORAGE=s3 needs ${name}`);
    return value;
  };
  return {
    kind: "s3",
    bucket: need("S3_BUCKET"),
    region: env.S3_REGION || "us-east-1",
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: need("S3_ACCESS_KEY_ID"),
    secretAccessKey: need("S3_SECRET_ACCESS_KEY"),
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== "0",
    prefix: env.S3_PREFIX || "",
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    pgliteTemplate: env.PGLITE_TEMPLATE ? resolve(env.PGLITE_TEMPLATE) : undefined,
    production: env.NODE_ENV === "production",
    smsProvider: env.SMS_PROVIDER === "http" ? "http" : "outbox",
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    ssoEndpoint: env.SSO_ENDPOINT || undefined,
    webDist: env.WEB_DIST || undefined,
    limits: readLimits(env),
    sessionLifetime: {
      idleMs: positive(env, "SESSION_IDLE_MINUTES", DEFAULT_SESSION_LIFETIME.idleMs / 60_000) * 60_000,
      absoluteMs:
        positive(env, "SESSION_MAX_HOURS", DEFAULT_SESSION_LIFETIME.absoluteMs / 3_600_000) * 3_600_000,
    },
    thirdParty: readThirdParty(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logRequests: env.LOG_REQUESTS === "1",
    jobHandover: {
      backgroundExpireSeconds: positive(env, "JOB_EXPIRE_SECONDS", 120),
      maintenanceIntervalSeconds: positive(env, "JOB_MAINTENANCE_SECONDS", 60),
    },
    storage: readStorage(env, resolve(env.DATA_DIR ?? "./data")),
    payments: readPaymentsConfig(env, env.NODE_ENV === "production"),
  };
}
