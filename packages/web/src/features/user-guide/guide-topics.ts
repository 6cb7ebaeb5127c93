// The user guide's topics (SPEC §2 /userGuide, issue 34), each with the app page it teaches and the
// screenshot it shows, and which guide the tutorial link of a page opens. Pure.

export const GUIDE_TOPICS = [
  "drawing",
  "formulas",
  "optimizing",
  "contracts",
  "workshop",
  "warehouse",
] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];

/** Steps in each guide (guide.json topics.<topic>.steps.1…4). */
export const GUIDE_STEPS = ["1", "2", "3", "4"] as const;

/** The page a guide teaches, and its screenshot (public/pictures, from docs/screenshots). */
export const GUIDE_PAGES: Record<GuideTopic, { page: string; picture: string }> = {
  drawing: { page: "/draw", picture: "draw" },
  formulas: { page: "/product-manage/index", picture: "series" },
  optimizing: { page: "/orders/cutOptimizer", picture: "cutting-result" },
  contracts: { page: "/orders/group-list", picture: "contract" },
  workshop: { page: "/manage/workshop", picture: "workshop" },
  warehouse: { page: "/manage/wareHouse", picture: "warehouse" },
};

/** Path prefixes and the guide they open, most specific first. */
const BY_PATH: [RegExp, GuideTopic][] = [
  [/^\/(draw|windoortype|trial|addWindoor|drawRender|windoor-library)(\/|$)/, "drawing"],
  [/^\/product-manage(\/|$)/, "formulas"],
  [
    /^\/orders\/(cutOptimizer|cutOptimizerResult|glassSheets|calcbomOrder|calcbomOrderList)(\/|$)/,
    "optimizing",
  ],
  [/^\/orders(\/|$)/, "contracts"],
  [/^\/manage\/(workshop|staff|scan)(\/|$)/, "workshop"],
  [/^\/manage\/wareHouse(\/|$)/, "warehouse"],
];

/** The guide a page's tutorial link opens: the one about that page, else the first (drawing). */
export function guideFor(pathname: string): GuideTopic {
  return BY_PATH.find(([re]) => re.test(pathname))?.[1] ?? "drawing";
}

/** The tutorial link of a page: /userGuide opened at its guide. */
export function guideLink(pathname: string): string {
  return `/userGuide?topic=${guideFor(pathname)}`;
}

/** The topic a /userGuide address asks for (?topic=), else the first. */
export function topicOf(search: string): GuideTopic {
  const asked = new URLSearchParams(search).get("topic");
  return (GUIDE_TOPICS as readonly string[]).includes(asked ?? "") ? (asked as GuideTopic) : "drawing";
}
