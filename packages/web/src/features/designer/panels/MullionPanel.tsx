import { toDisplayLength } from "@fenestra/core";
import { Button, Empty, Form, Radio } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { LengthField } from "./fields.tsx";
import { type Unit, useSelectionContext } from "./panel-props.ts";

/**
 * Position of the selected mullion (from the frame's left or top edge) and equalizing its split;
 * for a glazing bar across a sash, whether it divides the glass (one pane per lite) or is laid
 * on one pane (decorative): what the BOM orders follows the choice.
 */
export function MullionPanel({ unit }: { unit: Unit }) {
  const t = useDesignerT();
  const store = useDesigner();
  const { mullion, bar } = useSelectionContext();
  if (!mullion && !bar) return <Empty description={t("panels.selectMullion")} />;
  return (
    <Form layout="vertical" size="small" data-testid="mullion-panel">
      {bar && (
        <Form.Item label={t("panels.mullion.barKind")} extra={t(`panels.mullion.barHelp.${bar.kind}`)}>
          <Radio.Group
            data-testid="glazing-bar-kind"
            optionType="button"
            value={bar.kind}
            options={(["dividing", "decorative"] as const).map((kind) => ({
              value: kind,
              label: t(`panels.mullion.bar.${kind}`),
            }))}
            onChange={(e) => {
              const kind = e.target.value as "dividing" | "decorative";
              // the bar stays selected in its new form, so this panel stays on it
              if (kind !== bar.kind) store.act((ed) => ed.setGlazingBar(bar.id, kind));
            }}
          />
        </Form.Item>
      )}
      {mullion && (
        <>
          <LengthField
            label={`${t("panels.mullion.position")} (${t(`units.${unit.length}`)})`}
            testId="mullion-position"
            value={toDisplayLength(mullion.position, unit.length, unit.digits)}
            unit={unit.length}
            onCommit={(position) =>
              store.act((ed) => ed.run("moveMullion", { mullionId: mullion.id, position }))
            }
          />
          <Button
            size="small"
            onClick={() => store.act((ed) => ed.run("equalize", { regionId: mullion.splitId }))}
          >
            {t("buttons.equalize")}
          </Button>
        </>
      )}
    </Form>
  );
}
