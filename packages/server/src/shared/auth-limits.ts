// Sign-in, SMS and session limits (documented in docs/accounts.md). Every number can be set from
// the environment (config.ts); these are the defaults.

/** At most `max` hits per key within `windowMs`; the window starts at the first hit. */
export type Limit = { max: number; windowMs: number };

export type AuthLimits = {
  /** Password sign-ins per phone (right or wrong; a success clears the count). */
  loginPerPhone: Limit;
  /** Password sign-ins per client address. */
  loginPerAddress: Limit;
  /** Verification codes sent per phone (besides SPEC §9's one a minute). */
  smsPerPhone: Limit;
  /** Verification codes requested per client address. */
  smsPerAddress: Limit;
  /** Picture codes drawn per client address. */
  picturePerAddress: Limit;
  /** Customer orders sent through one company's order link (docs/custom-order.md). */
  customOrderPerLink: Limit;
  /** Customer orders sent from one client address, whatever the link. */
  customOrderPerAddress: Limit;
  /** Indicative prices asked from one client address (the form asks as sizes are typed). */
  customOrderPricePerAddress: Limit;
};

export type SessionLifetime = {
  /** A token unused this long is signed out. */
  idleMs: number;
  /** A token older than this is signed out however busy it is. */
  absoluteMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: AuthLimits = {
  loginPerPhone: { max: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 50, windowMs: 15 * MINUTE },
  smsPerPhone: { max: 10, windowMs: 24 * HOUR },
  smsPerAddress: { max: 20, windowMs: HOUR },
  picturePerAddress: { max: 60, windowMs: HOUR },
  customOrderPerLink: { max: 100, windowMs: HOUR },
  customOrderPerAddress: { max: 10, windowMs: HOUR },
  customOrderPricePerAddress: { max: 600, windowMs: HOUR },
};

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = {
  idleMs: 7 * 24 * HOUR,
  absoluteMs: 30 * 24 * HOUR,
};
