import type { Region } from "@fenestra/core";
import { Form, Select } from "antd";
import { toast } from "../../../shared/ui/toast.ts";
import { commandErrorText, useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";

type Group = Extract<Region, { kind: "slide" | "fold" }>;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A count chosen from `from` to `to` (tracks, panels, leaves). */
function CountSelect(props: {
  label: string;
  testId: string;
  value: number;
  from: number;
  to: number;
  onChange: (count: number) => void;
}) {
  return (
    <Form.Item label={props.label}>
      <Select
        data-testid={props.testId}
        value={props.value}
        options={range(props.from, props.to).map((v) => ({ value: v, label: String(v) }))}
        onChange={props.onChange}
      />
    </Form.Item>
  );
}
const DIRECTIONS = ["left", "right", "both"] as const;
const FOLD_TYPES = ["stackLeft", "stackRight", "split"] as const;

/**
 * Tracks (1 to 8), panel count and slide direction of a sliding group, or leaf count and fold
 * type of a folding group. A change that does not fit (panels narrower than the profiles
 * allow) is refused with the core's reason.
 */
export function GroupForm({ group }: { group: Group }) {
  const t = useDesignerT();
  const store = useDesigner();
  const report = () => {
    if (store.lastError) toast.error(commandErrorText(store.lastError));
  };
  if (group.kind === "slide") {
    const set = (
      patch: Partial<{ tracks: number; panels: number; direction: (typeof DIRECTIONS)[number] }>,
    ) => {
      store.act((ed) =>
        ed.run("setSlide", {
          regionId: group.id,
          tracks: patch.tracks ?? group.tracks,
          panels: patch.panels ?? group.panels.length,
          direction: patch.direction ?? group.direction,
        }),
      );
      report();
    };
    return (
      <Form layout="vertical" size="small" data-testid="slide-panel">
        <Form.Item label={t("panels.group.slide")} style={{ marginBottom: 0 }} />
        <CountSelect
          label={t("panels.group.tracks")}
          testId="slide-tracks"
          value={group.tracks}
          from={1}
          to={8}
          onChange={(tracks) => set({ tracks })}
        />
        <CountSelect
          label={t("panels.group.panels")}
          testId="slide-panels"
          value={group.panels.length}
          from={1}
          to={16}
          onChange={(panels) => set({ panels })}
        />
        <Form.Item label={t("panels.group.direction")}>
          <Select
            value={group.direction}
            options={DIRECTIONS.map((v) => ({ value: v, label: t(`panels.group.directions.${v}`) }))}
            onChange={(direction) => set({ direction })}
          />
        </Form.Item>
      </Form>
    );
  }
  const set = (patch: Partial<{ leaves: number; foldType: (typeof FOLD_TYPES)[number] }>) => {
    store.act((ed) =>
      ed.run("setFold", {
        regionId: group.id,
        leaves: patch.leaves ?? group.leaves.length,
        foldType: patch.foldType ?? group.foldType,
        opening: group.opening,
      }),
    );
    report();
  };
  return (
    <Form layout="vertical" size="small" data-testid="fold-panel">
      <Form.Item label={t("panels.group.fold")} style={{ marginBottom: 0 }} />
      <CountSelect
        label={t("panels.group.leaves")}
        testId="fold-leaves"
        value={group.leaves.length}
        from={2}
        to={12}
        onChange={(leaves) => set({ leaves })}
      />
      <Form.Item label={t("panels.group.foldType")}>
        <Select
          value={group.foldType}
          options={FOLD_TYPES.map((v) => ({ value: v, label: t(`panels.group.foldTypes.${v}`) }))}
          onChange={(foldType) => set({ foldType })}
        />
      </Form.Item>
    </Form>
  );
}
