import type { Bom, BomLine } from "@fenestra/core";
import { Badge, Tabs } from "antd";
import type { ReactNode } from "react";
import { useBomT } from "../i18n.ts";
import { AddonTable, GlassTable, HoleTable, MoneyTable, ProfileTable } from "./BomTables.tsx";

/** The money tables, in their tabs' order. */
const MONEY_TABS = ["wage", "cost", "quote", "retailQuote"] as const;
type Money = (typeof MONEY_TABS)[number];

/** Every table of a BOM in tabs: profile, glass, hardware, holes, wages, cost, quote, retail quote. */
export function BomTabs({ bom, expand }: { bom: Bom; expand?: (line: BomLine) => ReactNode }) {
  const t = useBomT();
  const tab = (
    key: "profiles" | "glass" | "hardware" | "holes" | Money,
    count: number,
    table: ReactNode,
  ) => ({
    key,
    label: (
      <span>
        {t(`tab.${key}`)} <Badge count={count} showZero color="#8c8c8c" size="small" />
      </span>
    ),
    children: table,
  });
  return (
    <Tabs
      data-testid="bom-tabs"
      items={[
        tab("profiles", bom.profiles.length, <ProfileTable lines={bom.profiles} expand={expand} />),
        tab("glass", bom.glass.length, <GlassTable lines={bom.glass} expand={expand} />),
        tab("hardware", bom.addons.length, <AddonTable lines={bom.addons} expand={expand} />),
        tab("holes", bom.holes.length, <HoleTable lines={bom.holes} expand={expand} />),
        ...MONEY_TABS.map((category) =>
          tab(
            category,
            bom.money.filter((l) => l.category === category).length,
            <MoneyTable bom={bom} category={category} expand={expand} />,
          ),
        ),
      ]}
    />
  );
}
