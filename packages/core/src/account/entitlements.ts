// What each edition and each company module unlocks (SPEC §3, §6; DESIGN.md §2 "Who may call").
// ONE table: the server's entitlements plugin checks every route against it, the web guard checks
// every page against it, and docs/accounts.md prints it.

/**
 * New registrations are trial accounts of the design edition for this many days (README, "Accounts
 * and sign-in"; the server's registration and the landing page /official read it here).
 */
export const TRIAL_DAYS = 15;

/** The purchase terms of SPEC §9. */
export const TERMS = ["day", "month", "year"] as const;
export type Term = (typeof TERMS)[number];

/**
 * Editions by SPEC §3 version type code (SPEC §3 names them: design, pro, ultimate, and business,
 * CRM, factory, brand factory, profile supplier). An edition is a price and the company modules it
 * includes (`modules`, usable without buying them: `effectiveModules`); what it unlocks is what
 * those modules gate on the server (10086 naming the module), so no edition is sold for nothing
 * (modules-on-sale.test.ts). One edition includes another when it holds all the other's modules
 * and costs at least as much (`editionIncludes`): an upgrade goes only to an edition that includes
 * the current one. `price` is fen per term (SPEC §9: 980 design, 1980 / 2980 calculation; the
 * others, and the month and day prices, are ours: a tenth and about a two-hundredth of the year).
 * `includedSeats`: none — SPEC §9 gives sub-accounts only to the team offer ("3980, special-shape
 * team, 2 sub-accounts": ultimate and two seats bought, TEAM_SEATS). The table's order is the
 * order the purchase pages list them in. SPEC's "minimal" edition (code 7) is not sold: what it
 * would lack (the drawing page's output menu) is not an edition gate, so it is not offered.
 */
export const EDITIONS = {
  /** SPEC §9 "980 (design)": drawing, quotes, contracts. */
  design: {
    versionType: 1,
    price: { year: 98_000, month: 9_800, day: 500 },
    modules: [],
    includedSeats: 0,
  },
  /** The CRM edition (code 5): design and the customers (CRM) module. */
  crm: {
    versionType: 5,
    price: { year: 148_000, month: 14_800, day: 750 },
    modules: ["crm"],
    includedSeats: 0,
  },
  /** The business edition (code 4): design, customers (CRM) and finance — a dealer's or a shop's. */
  business: {
    versionType: 4,
    price: { year: 188_000, month: 18_800, day: 950 },
    modules: ["crm", "finance"],
    includedSeats: 0,
  },
  /** SPEC §9 "1980 (calculation)": design plus bills of materials and cutting (the script module). */
  pro: {
    versionType: 3,
    price: { year: 198_000, month: 19_800, day: 1_000 },
    modules: ["script"],
    includedSeats: 0,
  },
  /** The profile supplier edition (code 10): calculation and the warehouse of profiles. */
  profileSupplier: {
    versionType: 10,
    price: { year: 248_000, month: 24_800, day: 1_250 },
    modules: ["script", "warehouse"],
    includedSeats: 0,
  },
  /** SPEC §9 "2980 (calculation)" with special shapes ("special-shape calculation"). */
  ultimate: {
    versionType: 6,
    price: { year: 298_000, month: 29_800, day: 1_500 },
    modules: ["script", "polygon"],
    includedSeats: 0,
  },
  /** The factory edition (code 8): calculation, warehouse and workshop production. */
  factory: {
    versionType: 8,
    price: { year: 348_000, month: 34_800, day: 1_750 },
    modules: ["script", "warehouse", "workshop"],
    includedSeats: 0,
  },
  /** The brand factory edition (code 9): every module — special shapes, CRM, finance, rendering too. */
  brandFactory: {
    versionType: 9,
    price: { year: 498_000, month: 49_800, day: 2_500 },
    modules: ["script", "polygon", "crm", "finance", "warehouse", "workshop", "rendering"],
    includedSeats: 0,
  },
} as const satisfies Record<
  string,
  {
    versionType: number;
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

/** The edition of a version type code; unknown codes (2, 7, …) count as the design edition. */
export function editionOf(versionType: number): EditionName {
  for (const [name, edition] of Object.entries(EDITIONS)) {
    if (edition.versionType === versionType) return name as EditionName;
  }
  return "design";
}

/**
 * Whether edition `a` includes edition `b`: every module of `b` is `a`'s and `a` costs at least as
 * much. Every edition includes itself and the design edition; CRM and pro include neither the other.
 */
export function editionIncludes(a: EditionName, b: EditionName): boolean {
  const held = EDITIONS[a].modules as readonly string[];
  return (
    EDITIONS[b].modules.every((m) => held.includes(m)) && EDITIONS[a].price.year >= EDITIONS[b].price.year
  );
}

export function hasEdition(versionType: number, needed: EditionName): boolean {
  return editionIncludes(editionOf(versionType), needed);
}

/**
 * The editions an account of `versionType` may upgrade to: those that include its own and are not
 * it, in the table's order (a trial account may take any edition).
 */
export function upgradesFrom(versionType: number): EditionName[] {
  const current = editionOf(versionType);
  return (Object.keys(EDITIONS) as EditionName[]).filter((e) => e !== current && editionIncludes(e, current));
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
