// What the articles feature offers other features: the operator console's tab to write them.
export const ARTICLES_CONSOLE_TABS = [
  {
    key: "articles",
    labelKey: "articles:console.tab",
    load: () => import("./console/ArticlesTab.tsx"),
  },
];
