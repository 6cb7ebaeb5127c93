import { hingeSides, pairOpenTypes, sashOpenTypes } from "@fenestra/core";
import { type SashPanelField, sashKindSpec } from "@fenestra/core/design/sash-kinds/kinds";
import { Empty, Form, Select } from "antd";
import { type DesignerKey, useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { GroupForm } from "./GroupForm.tsx";
import { useSelectionContext } from "./panel-props.ts";
import { changeSash, type SashPatch } from "./sash-change.ts";

/** Each field of the sash form: its label, its choices and how a choice reads. */
const FIELDS: Record<
  SashPanelField,
  { label: DesignerKey; values: readonly string[]; text: (v: string) => DesignerKey }
> = {
  hingeSide: {
    label: "panels.sash.hingeSide",
    values: hingeSides,
    text: (v) => `panels.sides.${v}` as DesignerKey,
  },
  active: {
    label: "panels.sash.active",
    values: ["left", "right"],
    text: (v) => `panels.sides.${v}` as DesignerKey,
  },
  opening: {
    label: "panels.sash.opening",
    values: ["inward", "outward"],
    text: (v) => `panels.sash.${v}` as DesignerKey,
  },
};

/**
 * Opening type and the fields its kind's table entry lists (hinge side of a single sash, active
 * leaf of a French pair, opening direction) of the selected sash; or the selected sliding / folding group.
 */
export function SashPanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const { sash, group, frame } = useSelectionContext();
  if (!sash && group) return <GroupForm group={group} />;
  if (!sash) return <Empty description={t("panels.selectSash")} />;
  const set = (patch: SashPatch) => store.act((ed) => changeSash(ed, sash, patch));
  // only the kinds the frame's series builds (and the sash's own, to show what it is)
  const { geometry } = store.editor.env;
  const builds = frame && (typeof geometry === "function" ? geometry(frame.seriesId) : geometry).builds;
  const openTypes = (sash.kind === "sash" ? sashOpenTypes : pairOpenTypes).filter(
    (k) => k === sash.openType || !builds || builds.includes(k),
  );
  // a single sash has a hinge side, a pair an active leaf: the kind's fields that the selection has
  const current: Partial<Record<SashPanelField, string>> =
    sash.kind === "sash"
      ? { hingeSide: sash.hingeSide, opening: sash.opening }
      : { active: sash.active, opening: sash.opening };
  const fields = sashKindSpec(sash.openType).panelFields.filter((f) => current[f] !== undefined);
  return (
    <Form layout="vertical" size="small" data-testid="sash-panel">
      <Form.Item label={t("panels.sash.openType")}>
        <Select
          value={sash.openType}
          options={openTypes.map((v) => ({ value: v, label: t(sashKindSpec(v).name as DesignerKey) }))}
          onChange={(openType) => set({ openType })}
        />
      </Form.Item>
      {fields.map((field) => {
        const { label, values, text } = FIELDS[field];
        return (
          <Form.Item key={field} label={t(label)}>
            <Select
              value={current[field]}
              options={values.map((v) => ({ value: v, label: t(text(v)) }))}
              onChange={(v) => set({ [field]: v } as SashPatch)}
            />
          </Form.Item>
        );
      })}
    </Form>
  );
}
