import type { Db } from "../db/client.ts";
import type { AuthLimits, SessionLifetime } from "../shared/auth-limits.ts";
import type { SmsProvider } from "../shared/sms-provider.ts";
import type { ThirdPartyProviders } from "../shared/third-party-providers.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/** What services need from the outside world, handed in so tests can swap any of it. */
export type AppDeps = {
  db: Db;
  /** The current time; tests pass a fake clock to move through expiry windows. */
  clock: () => Date;
  sms: SmsProvider;
  ssoEndpoint: string | undefined;
  /** fetch used to reach outside services (SSO, HTTP SMS); tests hand in a local fake. */
  fetch: typeof fetch;
  /** Sign-in and SMS limits by phone and by client address. */
  limits: AuthLimits;
  /** Idle and absolute lifetime of a bearer token. */
  sessionLifetime: SessionLifetime;
  /** Third-party sign-on providers that are set up (none by default). */
  thirdParty: ThirdPartyProviders;
  /** Where uploaded files live (local disk or S3-compatible storage). */
  storage: FileStorage;
};

/** The signed-in caller (its tenancy for queries: tenancy/tenant.ts, built by tenantOf). */
export type AuthContext = {
  token: string;
  tokenHash: string;
  userId: number;
  companyId: number;
  /** The company's registration role: factory | dealer | software. */
  companyRole: string;
  fid: number;
  sonAccountType: number;
  permanents: Record<string, string> | null;
  /** 1 for an operator (SPEC §6 role admin). */
  isAdmin: number;
  /** A partner application's token: the permission keys it was granted (docs/oauth.md). */
  scopes?: readonly string[];
};
