import { hingeSides, sashOpenTypes } from "@fenestra/core";
import { Empty, Form, Select } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { GroupForm } from "./GroupForm.tsx";
import { useSelectionContext } from "./panel-props.ts";

/** Opening type, hinge side and opening direction of the selected sash; or the selected sliding / folding group. */
export function SashPanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const { sash, group } = useSelectionContext();
  if (!sash && group) return <GroupForm group={group} />;
  if (!sash) return <Empty description={t("panels.selectSash")} />;
  if (sash.kind === "doubleSash") {
    // the pair is changed in place: its meeting line, leaves and glass stay
    const setPair = (
      patch: Partial<{
        openType: "casement" | "tiltTurn" | "door";
        active: "left" | "right";
        opening: "inward" | "outward";
      }>,
    ) =>
      store.act((ed) =>
        ed.run("setDoubleSash", {
          regionId: sash.id,
          openType: patch.openType ?? sash.openType,
          active: patch.active ?? sash.active,
          opening: patch.opening ?? sash.opening,
        }),
      );
    return (
      <Form layout="vertical" size="small" data-testid="sash-panel">
        <Form.Item label={t("panels.sash.openType")}>
          <Select
            value={sash.openType}
            options={(["casement", "tiltTurn", "door"] as const).map((v) => ({
              value: v,
              label: t(`panels.openTypes.${v}`),
            }))}
            onChange={(openType) => setPair({ openType })}
          />
        </Form.Item>
        <Form.Item label={t("panels.sash.active")}>
          <Select
            value={sash.active}
            options={(["left", "right"] as const).map((v) => ({ value: v, label: t(`panels.sides.${v}`) }))}
            onChange={(active) => setPair({ active })}
          />
        </Form.Item>
        <Form.Item label={t("panels.sash.opening")}>
          <Select
            value={sash.opening}
            options={(["inward", "outward"] as const).map((v) => ({
              value: v,
              label: t(`panels.sash.${v}`),
            }))}
            onChange={(opening) => setPair({ opening })}
          />
        </Form.Item>
      </Form>
    );
  }
  const set = (
    patch: Partial<{
      openType: (typeof sashOpenTypes)[number];
      hingeSide: (typeof hingeSides)[number];
      opening: "inward" | "outward";
    }>,
  ) =>
    store.act((ed) =>
      ed.run("setSash", {
        regionId: sash.id,
        openType: patch.openType ?? sash.openType,
        hingeSide: patch.hingeSide ?? sash.hingeSide,
        opening: patch.opening ?? sash.opening,
      }),
    );
  return (
    <Form layout="vertical" size="small" data-testid="sash-panel">
      <Form.Item label={t("panels.sash.openType")}>
        <Select
          value={sash.openType}
          options={sashOpenTypes.map((v) => ({ value: v, label: t(`panels.openTypes.${v}`) }))}
          onChange={(openType) => set({ openType })}
        />
      </Form.Item>
      <Form.Item label={t("panels.sash.hingeSide")}>
        <Select
          value={sash.hingeSide}
          options={hingeSides.map((v) => ({ value: v, label: t(`panels.sides.${v}`) }))}
          onChange={(hingeSide) => set({ hingeSide })}
        />
      </Form.Item>
      <Form.Item label={t("panels.sash.opening")}>
        <Select
          value={sash.opening}
          options={(["inward", "outward"] as const).map((v) => ({ value: v, label: t(`panels.sash.${v}`) }))}
          onChange={(opening) => set({ opening })}
        />
      </Form.Item>
    </Form>
  );
}
