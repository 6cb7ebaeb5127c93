import { toDisplayLength } from "@fenestra/core";
import { Button, Empty, Form } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { LengthField } from "./fields.tsx";
import { type Unit, useSelectionContext } from "./panel-props.ts";

/** Position of the selected mullion (from the frame's left or top edge) and equalizing its split. */
export function MullionPanel({ unit }: { unit: Unit }) {
  const t = useDesignerT();
  const store = useDesigner();
  const { mullion } = useSelectionContext();
  if (!mullion) return <Empty description={t("panels.selectMullion")} />;
  return (
    <Form layout="vertical" size="small" data-testid="mullion-panel">
      <LengthField
        label={`${t("panels.mullion.position")} (${t(`units.${unit.length}`)})`}
        testId="mullion-position"
        value={toDisplayLength(mullion.position, unit.length, unit.digits)}
        unit={unit.length}
        onCommit={(position) => store.act((ed) => ed.run("moveMullion", { mullionId: mullion.id, position }))}
      />
      <Button
        size="small"
        onClick={() => store.act((ed) => ed.run("equalize", { regionId: mullion.splitId }))}
      >
        {t("buttons.equalize")}
      </Button>
    </Form>
  );
}
