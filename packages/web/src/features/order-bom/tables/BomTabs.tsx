import type { Bom, BomLine } from "@fenestra/core";
import { Badge, Tabs } from "antd";
import type { ReactNode } from "react";
import { useBomT } from "../i18n.ts";
import { AddonTable, GlassTable, HoleTable, MoneyTable, ProfileTable } from "./BomTables.tsx";

/** Every table of a BOM in tabs: profile, glass, hardware, holes, wages, cost, quote, retail quote. */
export function BomTabs({ bom, expand }: { bom: Bom; expand?: (line: BomLine) => ReactNode }) {
  const t = useBomT();
  const label = (text: string, count: number) => (
    <span>
      {text} <Badge count={count} showZero color="#8c8c8c" size="small" />
    </span>
  );
  const money = (category: "quote" | "cost" | "wage" | "retailQuote") =>
    bom.money.filter((l) => l.category === category).length;
  return (
    <Tabs
      data-testid="bom-tabs"
      items={[
        {
          key: "profiles",
          label: label(t("tab.profiles"), bom.profiles.length),
          children: <ProfileTable lines={bom.profiles} expand={expand} />,
        },
        {
          key: "glass",
          label: label(t("tab.glass"), bom.glass.length),
          children: <GlassTable lines={bom.glass} expand={expand} />,
        },
        {
          key: "hardware",
          label: label(t("tab.hardware"), bom.addons.length),
          children: <AddonTable lines={bom.addons} expand={expand} />,
        },
        {
          key: "holes",
          label: label(t("tab.holes"), bom.holes.length),
          children: <HoleTable lines={bom.holes} expand={expand} />,
        },
        {
          key: "wage",
          label: label(t("tab.wage"), money("wage")),
          children: <MoneyTable bom={bom} category="wage" expand={expand} />,
        },
        {
          key: "cost",
          label: label(t("tab.cost"), money("cost")),
          children: <MoneyTable bom={bom} category="cost" expand={expand} />,
        },
        {
          key: "quote",
          label: label(t("tab.quote"), money("quote")),
          children: <MoneyTable bom={bom} category="quote" expand={expand} />,
        },
        {
          key: "retailQuote",
          label: label(t("tab.retailQuote"), money("retailQuote")),
          children: <MoneyTable bom={bom} category="retailQuote" expand={expand} />,
        },
      ]}
    />
  );
}
