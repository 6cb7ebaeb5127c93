import { Empty, Form, Input, InputNumber } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { useSelectionContext } from "./panel-props.ts";

/** Hinge, handle and lock of the selected sash or French pair (SPEC §3 sash attributes). */
export function HardwarePanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const { sash } = useSelectionContext();
  if (!sash) return <Empty description={t("panels.selectSash")} />;
  // a French pair's hardware belongs to the pair: it is changed in place like a single sash's
  const set = (patch: { hinge?: typeof sash.hinge; handle?: typeof sash.handle; lock?: typeof sash.lock }) =>
    store.act((ed) =>
      sash.kind === "sash"
        ? ed.run("setSash", {
            regionId: sash.id,
            openType: sash.openType,
            hingeSide: sash.hingeSide,
            ...patch,
          })
        : ed.run("setDoubleSash", { regionId: sash.id, openType: sash.openType, ...patch }),
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
