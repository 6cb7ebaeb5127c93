// The demo factory's month, as data: its customers, and a contract in every state with the windows
// it sells (casement, tilt-turn, slider, arch, door) and what happened to it, day by day, counted
// back from the day the seed runs. demo-factory.ts plays it through the API.
import type { DemoSeriesKey, DemoWords } from "@fenestra/core/series/demo/index";
import type { CollectionMethod } from "@fenestra/core/workflows/collections";
import type { WorkshopLink } from "@fenestra/core/workshop/index";
import type { DemoCompanyWords, DemoCustomer } from "./words/index.ts";

/** When a step happens: days before the seed, and the hour (UTC; 01–09 is Beijing's working day). */
export type When = readonly [daysAgo: number, hour: number];

/** A window kind of the demo's catalogue: a library template drawn in one of the demo series. */
type WindowKind = {
  template: string;
  width: number;
  height: number;
  series: DemoSeriesKey;
  colour: keyof DemoWords["colours"];
};

const kind = (
  template: string,
  width: number,
  height: number,
  series: DemoSeriesKey,
  colour: WindowKind["colour"],
): WindowKind => ({ template, width, height, series, colour });

export const WINDOWS = {
  casement: kind("casement-2", 1200, 1400, "alu-tb60-casement", "graphite"),
  casementFixed: kind("casement-fixed", 1500, 1400, "alu-tb60-casement", "graphite"),
  arch: kind("arch-casement-2", 1400, 1800, "alu-tb60-casement", "graphite"),
  frenchDoor: kind("french-door", 1500, 2200, "alu-tb60-casement", "graphite"),
  tiltTurnAlu: kind("tilt-turn-1", 800, 1400, "alu-tb60-casement", "graphite"),
  tiltTurn: kind("tilt-turn-2", 1400, 1500, "upvc-60-casement", "white"),
  tiltTurnFixed: kind("tilt-turn-fixed", 1600, 1500, "upvc-60-casement", "goldenOak"),
  casementPvc: kind("casement-2", 1200, 1400, "upvc-60-casement", "white"),
  door: kind("door", 900, 2100, "upvc-60-casement", "white"),
  slider: kind("sliding-2-2", 1500, 1400, "alu-sl90-sliding", "champagne"),
  slider3: kind("sliding-3-3", 2100, 1500, "alu-sl90-sliding", "champagne"),
} as const;

type Room = keyof DemoCompanyWords["rooms"];
type Window = { kind: keyof typeof WINDOWS; count: number; room: Room };
type QuoteLine = { line: keyof DemoCompanyWords["quoteLines"]; price: number; count: number };

/** What happens to a contract: the steps a person of the factory takes, each through its route. */
export type ContractStep =
  | { do: "sign" }
  /** A workshop action (design review, confirm deposit, arrange, finish, deliver, confirm balance). */
  | {
      do: "workshop";
      event: "design_review" | "confirm_deposit" | "arrange" | "finish" | "deliver" | "confirm_balance";
    }
  /** A payment: a share of the amount (0.3 the deposit), or what is left to pay. */
  | {
      do: "pay";
      share: number | "balance";
      method: CollectionMethod;
      note: keyof DemoCompanyWords["payments"];
    }
  /** The contract's bars optimized, the plan confirmed (offcuts to the leftover rack), then picked. */
  | { do: "cut" }
  /** The first `units` production units (all when left out) scanned through `link`. */
  | { do: "scan"; link: WorkshopLink; units?: number }
  | { do: "pack" }
  /** The return visit a delivery opened: visited, the customer satisfied. */
  | { do: "visit" };

export type ContractPlan = {
  customer: DemoCustomer;
  created: When;
  windows: readonly Window[];
  quoteLines?: readonly QuoteLine[];
  steps: readonly (readonly [When, ContractStep])[];
};

/** The links of the demo's workshop, in production order, with the days each is expected to take. */
export const LINKS = [
  { link: "cutting", expectedDays: 1 },
  { link: "frame_assembly", expectedDays: 2 },
  { link: "sash_assembly", expectedDays: 1 },
  { link: "hardware", expectedDays: 1 },
  { link: "packing", expectedDays: 1 },
] as const satisfies readonly { link: WorkshopLink; expectedDays: number }[];

/** Every link of every unit scanned, one link a day from `day` on: a contract produced. */
const produced = (day: number): [When, ContractStep][] =>
  LINKS.map(({ link }, i) => [[day - i, 2 + i], { do: "scan", link }]);

const deposit: ContractStep = { do: "pay", share: 0.3, method: "bank_card", note: "deposit" };

/**
 * One contract in every state, oldest first: settled, delivered, finished, in production, deposit
 * confirmed, design reviewed, signed, and a quote still being worked on.
 */
export const CONTRACTS: readonly ContractPlan[] = [
  {
    customer: "settled",
    created: [26, 2],
    windows: [
      { kind: "casement", count: 2, room: "living" },
      { kind: "arch", count: 1, room: "study" },
    ],
    quoteLines: [{ line: "installation", price: 15_000, count: 3 }],
    steps: [
      [[25, 3], { do: "sign" }],
      [[25, 4], deposit],
      [[24, 2], { do: "workshop", event: "design_review" }],
      [[24, 5], { do: "workshop", event: "confirm_deposit" }],
      [[23, 2], { do: "workshop", event: "arrange" }],
      ...produced(22),
      [[17, 8], { do: "pack" }],
      [[17, 9], { do: "workshop", event: "finish" }],
      [[16, 3], { do: "workshop", event: "deliver" }],
      [[15, 4], { do: "pay", share: "balance", method: "wechat", note: "balance" }],
      [[15, 5], { do: "workshop", event: "confirm_balance" }],
      [[13, 6], { do: "visit" }],
    ],
  },
  {
    customer: "delivered",
    created: [20, 3],
    windows: [
      { kind: "tiltTurnFixed", count: 2, room: "bedroom" },
      { kind: "door", count: 1, room: "bathroom" },
    ],
    quoteLines: [{ line: "delivery", price: 20_000, count: 1 }],
    steps: [
      [[19, 2], { do: "sign" }],
      [[19, 3], deposit],
      [[18, 4], { do: "workshop", event: "design_review" }],
      [[17, 2], { do: "workshop", event: "confirm_deposit" }],
      [[16, 2], { do: "workshop", event: "arrange" }],
      ...produced(15),
      [[10, 7], { do: "pack" }],
      [[10, 8], { do: "workshop", event: "finish" }],
      [[6, 3], { do: "workshop", event: "deliver" }],
      [[6, 6], { do: "pay", share: 0.4, method: "alipay", note: "part" }],
    ],
  },
  {
    customer: "finished",
    created: [14, 2],
    windows: [
      { kind: "slider", count: 2, room: "balcony" },
      { kind: "slider3", count: 1, room: "living" },
    ],
    quoteLines: [{ line: "screens", price: 12_000, count: 3 }],
    steps: [
      [[13, 3], { do: "sign" }],
      [[13, 4], deposit],
      [[12, 2], { do: "workshop", event: "design_review" }],
      [[12, 3], { do: "workshop", event: "confirm_deposit" }],
      [[11, 2], { do: "workshop", event: "arrange" }],
      ...produced(10),
      [[2, 7], { do: "pack" }],
      [[2, 8], { do: "workshop", event: "finish" }],
    ],
  },
  {
    customer: "production",
    created: [9, 3],
    windows: [
      { kind: "tiltTurn", count: 1, room: "living" },
      { kind: "casementPvc", count: 2, room: "bedroom" },
      { kind: "door", count: 1, room: "balcony" },
    ],
    quoteLines: [{ line: "installation", price: 15_000, count: 4 }],
    steps: [
      [[8, 2], { do: "sign" }],
      [[8, 3], { ...deposit, method: "wechat" }],
      [[7, 2], { do: "workshop", event: "design_review" }],
      [[7, 4], { do: "workshop", event: "confirm_deposit" }],
      [[4, 2], { do: "workshop", event: "arrange" }],
      [[4, 5], { do: "cut" }],
      [[3, 3], { do: "scan", link: "cutting" }],
      [[2, 4], { do: "scan", link: "frame_assembly", units: 3 }],
      [[1, 5], { do: "scan", link: "sash_assembly", units: 2 }],
      [[0, 6], { do: "scan", link: "hardware", units: 1 }],
    ],
  },
  {
    customer: "deposit",
    created: [6, 4],
    windows: [
      { kind: "frenchDoor", count: 1, room: "entrance" },
      { kind: "casementFixed", count: 2, room: "bedroom" },
    ],
    steps: [
      [[5, 3], { do: "sign" }],
      [[3, 2], { do: "workshop", event: "design_review" }],
      [[2, 5], { ...deposit, method: "alipay" }],
      [[2, 6], { do: "workshop", event: "confirm_deposit" }],
    ],
  },
  {
    customer: "review",
    created: [4, 5],
    windows: [
      { kind: "tiltTurnAlu", count: 2, room: "living" },
      { kind: "casement", count: 1, room: "study" },
    ],
    steps: [
      [[3, 6], { do: "sign" }],
      [[1, 3], { do: "workshop", event: "design_review" }],
    ],
  },
  {
    customer: "agreement",
    created: [2, 4],
    windows: [
      { kind: "slider3", count: 1, room: "balcony" },
      { kind: "slider", count: 2, room: "kitchen" },
    ],
    quoteLines: [{ line: "installation", price: 15_000, count: 3 }],
    steps: [[[0, 2], { do: "sign" }]],
  },
  {
    customer: "intent",
    created: [1, 6],
    windows: [
      { kind: "casement", count: 1, room: "living" },
      { kind: "tiltTurn", count: 2, room: "bedroom" },
    ],
    steps: [],
  },
];

/** The customers with no contract: one still being followed, one lost to a cheaper quote. */
export const PROSPECTS = {
  potential: {
    created: [12, 5],
    followUps: [
      [[12, 6], "visit"],
      [[5, 4], "call"],
    ],
  },
  lost: { created: [18, 4], followUps: [[[16, 3], "lost"]] },
} as const satisfies Partial<
  Record<
    DemoCustomer,
    { created: When; followUps: readonly (readonly [When, keyof DemoCompanyWords["followUps"]])[] }
  >
>;

/** Phones of the demo's customers (shown as written; unique in the company). */
export const CUSTOMER_PHONES: Readonly<Record<DemoCustomer, string>> = {
  settled: "13912340001",
  delivered: "13912340002",
  finished: "13912340003",
  production: "13912340004",
  deposit: "13912340005",
  review: "13912340006",
  agreement: "13912340007",
  intent: "13912340008",
  potential: "13912340009",
  lost: "13912340010",
};

/** The workshop's staff: their sub-accounts' phones and the links each is bound to. */
export const WORKERS = {
  cutter: { phone: "13800138001", links: ["cutting"] },
  assembler: { phone: "13800138002", links: ["frame_assembly", "sash_assembly"] },
  fitter: { phone: "13800138003", links: ["hardware", "packing"] },
} as const satisfies Record<
  keyof DemoCompanyWords["workers"],
  { phone: string; links: readonly WorkshopLink[] }
>;

/** The month's spending besides material bought for stock: category, fen, when, for which contract. */
export const EXPENSES = [
  { words: "rent", category: "rent", fen: 1_200_000, when: [28, 2] },
  { words: "hardware", category: "material", fen: 486_000, when: [21, 3], contract: "settled" },
  { words: "power", category: "utilities", fen: 236_000, when: [14, 4] },
  { words: "glass", category: "material", fen: 318_000, when: [6, 2], contract: "production" },
  { words: "transport", category: "transport", fen: 45_000, when: [6, 4], contract: "delivered" },
  { words: "wages", category: "wages", fen: 2_150_000, when: [1, 8] },
] as const satisfies readonly {
  words: keyof DemoCompanyWords["expenses"];
  category: string;
  fen: number;
  when: When;
  contract?: DemoCustomer;
}[];

/**
 * The bar length the warehouse keeps and cuts from (mm): the PVC60's 5800, its steel bought to the
 * same length, so that one plan cuts the contract from what is on the rack.
 */
export const BAR_LENGTH = 5800;

/**
 * The profiles the warehouse keeps: the PVC60 and its steel, which the contract in production is
 * cut from (bars bought at about the catalogue price of a bar, fen). The TB60 and SL90 profiles are
 * bought per job and are no material of the warehouse.
 */
export const STOCKED_PROFILES = [
  { code: "K60-F", colour: "white", bars: 24, costFen: 13_600 },
  { code: "K60-Z", colour: "white", bars: 8, costFen: 16_100 },
  { code: "K60-S", colour: "white", bars: 24, costFen: 14_600 },
  { code: "K60-M", colour: "white", bars: 4, costFen: 12_600 },
  { code: "K60-YB", colour: "white", bars: 12, costFen: 2_600 },
  { code: "K60-YS", colour: "white", bars: 12, costFen: 2_600 },
  { code: "GC-F", colour: "galvanised", bars: 16, costFen: 4_900 },
  { code: "GC-Z", colour: "galvanised", bars: 6, costFen: 6_300 },
  { code: "GC-S", colour: "galvanised", bars: 16, costFen: 3_800 },
] as const satisfies readonly {
  code: string;
  colour: keyof DemoWords["colours"];
  bars: number;
  costFen: number;
}[];
