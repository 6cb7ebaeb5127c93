import { type Fill, holeTypes, shadeKinds } from "@fenestra/core";
import { DEFAULT_GLASS } from "@fenestra/core/commands/defaults";
import { MAX_GLASS_GAP_MM } from "@fenestra/core/design/limits";
import { Empty, Form, Input, Select, Switch } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { NumberField } from "./fields.tsx";
import { useSelectionContext } from "./panel-props.ts";

const FILL_TYPES = ["glass", "panel", "shade", "screen"] as const;

/** The selected cell's filling: type and spec; glass also frosted, gap, shade and hole type. */
export function GlassPanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const { fill } = useSelectionContext();
  if (!fill) return <Empty description={t("panels.selectFill")} />;
  const set = (next: Fill) => store.act((ed) => ed.run("setFill", { regionId: fill.id, fill: next }));
  const f = fill.fill;
  return (
    <Form layout="vertical" size="small" data-testid="glass-panel" key={fill.id}>
      <Form.Item label={t("panels.glass.type")}>
        <Select
          value={f.type}
          options={FILL_TYPES.map((v) => ({ value: v, label: t(`toolbox.items.${v}`) }))}
          onChange={(type) => set(type === "glass" ? DEFAULT_GLASS : { type, spec: f.spec })}
        />
      </Form.Item>
      <Form.Item label={t("panels.glass.spec")}>
        <Input defaultValue={f.spec} maxLength={64} onBlur={(e) => set({ ...f, spec: e.target.value })} />
      </Form.Item>
      {f.type === "glass" ? (
        <>
          <Form.Item label={t("panels.glass.frosted")}>
            <Switch checked={f.frosted} onChange={(frosted) => set({ ...f, frosted })} />
          </Form.Item>
          <NumberField
            label={t("panels.glass.gap")}
            testId="glass-gap"
            value={f.gap}
            range={{ min: 0, max: MAX_GLASS_GAP_MM }}
            onCommit={(gap) => set({ ...f, gap })}
          />
          <Form.Item label={t("panels.glass.shade")}>
            <Select
              value={f.shade}
              options={shadeKinds.map((v) => ({ value: v, label: t(`panels.glass.shades.${v}`) }))}
              onChange={(shade) => set({ ...f, shade })}
            />
          </Form.Item>
          <Form.Item label={t("panels.glass.holeType")}>
            <Select
              value={f.holeType}
              options={holeTypes.map((v) => ({ value: v, label: t(`panels.glass.holes.${v}`) }))}
              onChange={(holeType) => set({ ...f, holeType })}
            />
          </Form.Item>
        </>
      ) : null}
    </Form>
  );
}
