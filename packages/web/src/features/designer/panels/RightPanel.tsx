import { Tabs } from "antd";
import { useDesignerT } from "../i18n.ts";
import { ColourPanel } from "./ColourPanel.tsx";
import { FramePanel } from "./FramePanel.tsx";
import { GlassPanel } from "./GlassPanel.tsx";
import { HardwarePanel } from "./HardwarePanel.tsx";
import { InfoPanel } from "./InfoPanel.tsx";
import { MullionPanel } from "./MullionPanel.tsx";
import { OrderPanel } from "./OrderPanel.tsx";
import { PaperPanel } from "./PaperPanel.tsx";
import type { Unit } from "./panel-props.ts";
import { SashPanel } from "./SashPanel.tsx";

/** The right-hand panel tabs of SPEC §2. */
export function RightPanel({ unit }: { unit: Unit }) {
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
  return (
    <aside
      data-testid="right-panel"
      style={{ width: 280, overflowY: "auto", padding: "0 8px", borderLeft: "1px solid #f0f0f0" }}
    >
      <Tabs
        size="small"
        defaultActiveKey="info"
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab.key,
          label: t(`panels.tabs.${tab.key}`),
          children: tab.children,
        }))}
      />
    </aside>
  );
}
