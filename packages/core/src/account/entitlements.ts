// What each edition and each company module unlocks (SPEC §3, §6; DESIGN.md §2 "Who may call").
// ONE table: the server's entitlements plugin checks every route against it, the web guard checks
// every page against it, and docs/accounts.md prints it.

/** The purchase terms of SPEC §9. */
export const TERMS = ["day", "month", "year"] as const;
export type Term = (typeof TERMS)[number];

/**
 * Editions by SPEC §3 version type code; a higher rank includes everything below it. `price` is
 * in fen per term (SPEC §9: 980 design, 1980 / 2980 calculation; the month and day prices are
 * ours: a tenth and about a two-hundredth of the year). `modules`: the company modules an edition
 * includes (usable without buying them, `effectiveModules`), so a calculation edition unlocks
 * the calculation itself — an edition that unlocked nothing more than the one below would be
 * sold for nothing. `includedSeats`: the sub-accounts an edition comes with — none: SPEC §9 gives
 * sub-accounts only to the team offer ("3980, special-shape team, 2 sub-accounts": ultimate and two
 * seats bought, TEAM_SEATS), so a paid account holds the main account and the seats it buys.
 */
export const EDITIONS = {
  /** SPEC §9 "980 (design)". */
  design: {
    versionType: 1,
    rank: 1,
    price: { year: 98_000, month: 9_800, day: 500 },
    modules: [],
    includedSeats: 0,
  },
  /** SPEC §9 "1980 (calculation)": design plus bills of materials and cutting (the script module). */
  pro: {
    versionType: 3,
    rank: 2,
    price: { year: 198_000, month: 19_800, day: 1_000 },
    modules: ["script"],
    includedSeats: 0,
  },
  /** SPEC §9 "2980 (calculation)" with special shapes ("special-shape calculation"). */
  ultimate: {
    versionType: 6,
    rank: 3,
    price: { year: 298_000, month: 29_800, day: 1_500 },
    modules: ["script", "polygon"],
    includedSeats: 0,
  },
} as const satisfies Record<
  string,
  {
    versionType: number;
    rank: number;
    price: Record<string, number>;
    modules: readonly string[];
    includedSeats: number;
  }
>;

/**
 * One sub-account seat per term. The team edition of SPEC §9 ("3980, special-shape team,
 * 2 sub-accounts") is the ultimate edition with two seats: 2980 + 2 × 500.
 */
export const SEAT_PRICE = { year: 50_000, month: 5_000, day: 250 } as const satisfies Record<Term, number>;
export const TEAM_SEATS = 2;
export type EditionName = keyof typeof EDITIONS;

/**
 * Purchased company modules and what they unlock. A module's value above 0 means usable, -1
 * expired, 0 or missing never bought (SPEC §3). `price` is fen per year (SPEC gives no module
 * price; these are ours). A module is bought for the rest of the account's paid period (the
 * price prorated by day, `prorate`) and renewed with the account.
 *
 * `onSale` is the one switch that offers a module: only a module whose feature exists is sold
 * (listed on the purchase pages, accepted in an order or a redemption code, its trial offered).
 * A module on sale must gate at least one route (its descriptors' `module` or `partModule`;
 * packages/server/src/modules/purchase/modules-on-sale.test.ts walks this table against the routes).
 */
export const MODULES = {
  /** Scripts: product management (series, formulas), bills of materials, the cutting optimizer. */
  script: { unlocks: ["product-manage", "bom", "cutting"], price: 50_000, onSale: true },
  /** Special shapes: polygon and arched frames beyond the rectangle. */
  polygon: { unlocks: ["special-shapes"], price: 50_000, onSale: true },
  /** Customers: the customer list, follow-ups and return visits (SPEC §1 CRM). */
  crm: { unlocks: ["customers", "follow-ups", "return-visits"], price: 60_000, onSale: true },
  /** Finance: receipt accounts, receipts, expenditures, repayments, statistics, order profit. */
  finance: {
    unlocks: ["receipt-accounts", "expenditures", "statistics", "order-profit"],
    price: 60_000,
    onSale: true,
  },
  /** Warehouse: materials, the stock ledger, leftovers, picking, preparation, purchase orders. */
  warehouse: {
    unlocks: ["materials", "stock", "surplus", "picking", "purchase-orders"],
    price: 80_000,
    onSale: true,
  },
  /** Workshop: production links, units, scanning, wages, packing and delivery. */
  workshop: { unlocks: ["production", "scanning", "wages", "packing"], price: 80_000, onSale: true },
  /**
   * Real-scene rendering: effect renders of a window in a photo, saved, listed and shared (SPEC §6:
   * a trial account gets it, with 3D and AR, for one day, once: RENDER_TRIAL_DAYS).
   */
  rendering: { unlocks: ["real-scene-rendering", "ar-rendering"], price: 60_000, onSale: true },
} as const satisfies Record<string, { unlocks: readonly string[]; price: number; onSale: boolean }>;
export type ModuleName = keyof typeof MODULES;

/** Whether the module is offered (MODULES' `onSale`): sold, redeemable and its trial given. */
export function isOnSale(module: ModuleName): boolean {
  return MODULES[module].onSale;
}

/** The modules offered, in the table's order. */
export function modulesOnSale(): ModuleName[] {
  return (Object.keys(MODULES) as ModuleName[]).filter(isOnSale);
}

/** What a route (server) or a page (web) needs beyond being signed in. */
export type EntitlementNeed = {
  edition?: EditionName;
  module?: ModuleName;
  /**
   * A module a trial account (is_ty 1) needs and a paid one does not: SPEC §6 "trial users are
   * blocked from 3D and AR" except while the module (its one-day trial) is theirs (THREE_D_NEED).
   */
  trialModule?: ModuleName;
  /** True for the few routes an expired account still reaches (renew, sign out, own session). */
  openWhenExpired?: boolean;
};

/** The account facts the check reads (SPEC §3 user info field names). */
export type EntitlementAccount = {
  permanent: number;
  is_ty: number;
  expiration_time: string | null;
  ty_expiration_time: string | null;
  version_type: number;
  company_modules: Record<string, number>;
};

export type MissingEntitlement =
  | { kind: "expired" }
  | { kind: "edition"; edition: EditionName }
  | { kind: "module"; module: ModuleName };

/**
 * SPEC §6 rule 6: not permanent and the date that matters (trial expiry while on trial, else the
 * paid expiry; first 10 characters) is before `today` ("YYYY-MM-DD"). No date: not expired.
 */
export function isAccountExpired(
  account: Pick<EntitlementAccount, "permanent" | "is_ty" | "expiration_time" | "ty_expiration_time">,
  today: string,
): boolean {
  if (account.permanent === 1) return false;
  const date = account.is_ty === 1 ? account.ty_expiration_time : account.expiration_time;
  if (!date) return false;
  return date.slice(0, 10) < today;
}

/** The edition of a version type code; unknown codes (4, 5, 7, 8) rank as the design edition. */
export function editionOf(versionType: number): EditionName {
  for (const [name, edition] of Object.entries(EDITIONS)) {
    if (edition.versionType === versionType) return name as EditionName;
  }
  return "design";
}

export function hasEdition(versionType: number, needed: EditionName): boolean {
  return EDITIONS[editionOf(versionType)].rank >= EDITIONS[needed].rank;
}

/** The modules the account's edition includes (EDITIONS' `modules`). */
export function editionModules(versionType: number): readonly ModuleName[] {
  return EDITIONS[editionOf(versionType)].modules;
}

export function hasModule(modules: Record<string, number>, module: ModuleName): boolean {
  return (modules[module] ?? 0) > 0;
}

/** The first thing the account lacks for `need` (expiry, then edition, then module), or null. */
export function missingEntitlement(
  account: EntitlementAccount,
  need: EntitlementNeed,
  today: string,
): MissingEntitlement | null {
  if (!need.openWhenExpired && isAccountExpired(account, today)) return { kind: "expired" };
  if (need.edition && !hasEdition(account.version_type, need.edition))
    return { kind: "edition", edition: need.edition };
  if (need.module && !hasModule(account.company_modules, need.module))
    return { kind: "module", module: need.module };
  if (need.trialModule && account.is_ty === 1 && !hasModule(account.company_modules, need.trialModule))
    return { kind: "module", module: need.trialModule };
  return null;
}

/**
 * Who may use 3D and AR (SPEC §6): a paid account may; a trial account only while the rendering
 * module is its (the one-day rendering trial). The /threed page and any 3D route read this need.
 */
export const THREE_D_NEED = { trialModule: "rendering" } as const satisfies EntitlementNeed;

/**
 * Who may use real-scene (effect) rendering (SPEC §6): a company with the rendering module, or a
 * trial account during its one-day rendering trial. The renders routes and pages read this need.
 */
export const RENDERING_NEED = { module: "rendering" } as const satisfies EntitlementNeed;
