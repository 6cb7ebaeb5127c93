import { Form, Select, Switch } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";

/** Print settings: paper size, orientation and whether dimensions are printed. */
export function PaperPanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const p = store.paper;
  return (
    <Form layout="vertical" size="small" data-testid="paper-panel">
      <Form.Item label={t("panels.paper.size")}>
        <Select
          value={p.size}
          options={(["A4", "A3"] as const).map((v) => ({ value: v, label: v }))}
          onChange={(size) => store.setPaper({ size })}
        />
      </Form.Item>
      <Form.Item label={t("panels.paper.orientation")}>
        <Select
          value={p.orientation}
          options={(["landscape", "portrait"] as const).map((v) => ({
            value: v,
            label: t(`panels.paper.${v}`),
          }))}
          onChange={(orientation) => store.setPaper({ orientation })}
        />
      </Form.Item>
      <Form.Item label={t("panels.paper.showDimensions")}>
        <Switch
          checked={p.showDimensions}
          onChange={(showDimensions) => store.setPaper({ showDimensions })}
        />
      </Form.Item>
    </Form>
  );
}
