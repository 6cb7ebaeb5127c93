import { resolve } from "node:path";

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
};

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
  };
}
