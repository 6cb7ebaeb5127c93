import { MAX_HINGES, MAX_LENGTH_MM } from "@fenestra/core/design/limits";
import { Empty, Form, Input } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { NumberField } from "./fields.tsx";
import { useSelectionContext } from "./panel-props.ts";
import { changeSash, type SashPatch } from "./sash-change.ts";

/**
 * Hinge, handle and lock of the selected sash or French pair (SPEC §3 sash attributes). A type
 * left empty is the series' own hardware, which the placeholder says in the user's language.
 */
export function HardwarePanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const { sash } = useSelectionContext();
  if (!sash) return <Empty description={t("panels.selectSash")} />;
  // a French pair's hardware belongs to the pair: it is changed in place like a single sash's
  const set = (patch: Pick<SashPatch, "hinge" | "handle" | "lock">) =>
    store.act((ed) => changeSash(ed, sash, patch));
  return (
    <Form layout="vertical" size="small" data-testid="hardware-panel" key={sash.id}>
      <Form.Item label={t("panels.hardware.hingeType")}>
        <Input
          defaultValue={sash.hinge.type}
          placeholder={t("panels.hardware.seriesStandard")}
          onBlur={(e) => set({ hinge: { ...sash.hinge, type: e.target.value } })}
        />
      </Form.Item>
      <NumberField
        label={t("panels.hardware.hingeCount")}
        testId="hinge-count"
        value={sash.hinge.count}
        range={{ min: 0, max: MAX_HINGES, integer: true }}
        onCommit={(count) => set({ hinge: { ...sash.hinge, count } })}
      />
      <Form.Item label={t("panels.hardware.handleType")}>
        <Input
          defaultValue={sash.handle.type}
          placeholder={t("panels.hardware.seriesStandard")}
          onBlur={(e) => set({ handle: { ...sash.handle, type: e.target.value } })}
        />
      </Form.Item>
      <NumberField
        label={t("panels.hardware.handleOffset")}
        testId="handle-offset"
        value={sash.handle.offset}
        range={{ min: 0, max: MAX_LENGTH_MM }}
        onCommit={(offset) => set({ handle: { ...sash.handle, offset } })}
      />
      <Form.Item label={t("panels.hardware.lock")}>
        <Input
          defaultValue={sash.lock?.type ?? ""}
          onBlur={(e) => set({ lock: e.target.value.trim() ? { type: e.target.value.trim() } : null })}
        />
      </Form.Item>
    </Form>
  );
}
