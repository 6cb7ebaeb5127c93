import { Button, Tabs, type TabsProps } from "antd";
import { useDesignerT } from "../i18n.ts";
import { ColourPanel } from "./ColourPanel.tsx";
import { FabricationWarnings } from "./FabricationWarnings.tsx";
import { FramePanel } from "./FramePanel.tsx";
import { GlassPanel } from "./GlassPanel.tsx";
import { HardwarePanel } from "./HardwarePanel.tsx";
import { InfoPanel } from "./InfoPanel.tsx";
import { MullionPanel } from "./MullionPanel.tsx";
import { OrderPanel } from "./OrderPanel.tsx";
import { PaperPanel } from "./PaperPanel.tsx";
import type { Unit } from "./panel-props.ts";
import { SafetyWarnings } from "./SafetyWarnings.tsx";
import { SashPanel } from "./SashPanel.tsx";

type TabItem = { key: string; label: string };

/**
 * Nine tabs do not fit one row of a 280 px panel, and tabs hidden behind "…" are tabs nobody
 * finds: the bar wraps onto a second row instead, so every tab is always in sight.
 */
function wrappedTabBar(items: TabItem[]): TabsProps["renderTabBar"] {
  return ({ activeKey, onTabClick }) => (
    <div role="tablist" style={{ display: "flex", flexWrap: "wrap", gap: 4, margin: "8px 0" }}>
      {items.map(({ key, label }) => (
        <Button
          key={key}
          role="tab"
          aria-selected={key === activeKey}
          size="small"
          type={key === activeKey ? "primary" : "text"}
          onClick={(event) => onTabClick(key, event)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/** The right-hand panel tabs of SPEC §2. */
export function RightPanel({ unit, docked = true }: { unit: Unit; docked?: boolean }) {
  const t = useDesignerT();
  const tabs = [
    { key: "info", children: <InfoPanel unit={unit} /> },
    { key: "order", children: <OrderPanel /> },
    { key: "frame", children: <FramePanel unit={unit} /> },
    { key: "mullion", children: <MullionPanel unit={unit} /> },
    { key: "sash", children: <SashPanel /> },
    { key: "colour", children: <ColourPanel /> },
    { key: "hardware", children: <HardwarePanel /> },
    { key: "glass", children: <GlassPanel /> },
    { key: "paper", children: <PaperPanel /> },
  ] as const;
  const items = tabs.map((tab) => ({
    key: tab.key,
    label: t(`panels.tabs.${tab.key}`),
    children: tab.children,
  }));
  return (
    <aside
      data-testid="right-panel"
      style={
        docked
          ? { width: 280, overflowY: "auto", padding: "0 8px", borderLeft: "1px solid #f0f0f0" }
          : { width: "100%" }
      }
    >
      <SafetyWarnings />
      {/* on a small screen the page shows them above the canvas, in sight while drawing */}
      {docked ? <FabricationWarnings /> : null}
      <Tabs
        size="small"
        defaultActiveKey="info"
        destroyOnHidden
        renderTabBar={wrappedTabBar(items)}
        items={items}
      />
    </aside>
  );
}
