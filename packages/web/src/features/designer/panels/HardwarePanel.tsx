import { Empty, Form, Input, InputNumber } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { useSelectionContext } from "./panel-props.ts";

/** Hinge, handle and lock of the selected sash (SPEC §3 sash attributes). */
export function HardwarePanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const { sash } = useSelectionContext();
  if (!sash || sash.kind !== "sash") return <Empty description={t("panels.selectSash")} />;
  const set = (patch: { hinge?: typeof sash.hinge; handle?: typeof sash.handle; lock?: typeof sash.lock }) =>
    store.act((ed) =>
      ed.run("setSash", { regionId: sash.id, openType: sash.openType, hingeSide: sash.hingeSide, ...patch }),
    );
  return (
    <Form layout="vertical" size="small" data-testid="hardware-panel" key={sash.id}>
      <Form.Item label={t("panels.hardware.hingeType")}>
        <Input
          defaultValue={sash.hinge.type}
          onBlur={(e) => set({ hinge: { ...sash.hinge, type: e.target.value } })}
        />
      </Form.Item>
      <Form.Item label={t("panels.hardware.hingeCount")}>
        <InputNumber
          min={0}
          max={10}
          precision={0}
          value={sash.hinge.count}
          onChange={(count) => set({ hinge: { ...sash.hinge, count: count ?? 0 } })}
        />
      </Form.Item>
      <Form.Item label={t("panels.hardware.handleType")}>
        <Input
          defaultValue={sash.handle.type}
          onBlur={(e) => set({ handle: { ...sash.handle, type: e.target.value } })}
        />
      </Form.Item>
      <Form.Item label={t("panels.hardware.handleOffset")}>
        <InputNumber
          min={0}
          value={sash.handle.offset}
          onChange={(offset) => set({ handle: { ...sash.handle, offset: offset ?? 0 } })}
        />
      </Form.Item>
      <Form.Item label={t("panels.hardware.lock")}>
        <Input
          defaultValue={sash.lock?.type ?? ""}
          onBlur={(e) => set({ lock: e.target.value.trim() ? { type: e.target.value.trim() } : null })}
        />
      </Form.Item>
    </Form>
  );
}
