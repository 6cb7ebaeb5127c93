import { Empty, Form, Input } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { useSelectionContext } from "./panel-props.ts";

/** Face colours A (outside) and B (inside) of the selected frame. */
export function ColourPanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const ctx = useSelectionContext();
  const frame = ctx.frame ?? (ctx.design.frames.length === 1 ? ctx.design.frames[0]! : null);
  if (!frame) return <Empty description={t("panels.selectFrame")} />;
  const set = (a: string, b: string) => store.act((ed) => ed.run("setColors", { frameId: frame.id, a, b }));
  return (
    <Form
      layout="vertical"
      size="small"
      data-testid="colour-panel"
      key={`${frame.id}${frame.colors.a}${frame.colors.b}`}
    >
      <Form.Item label={t("panels.colour.a")}>
        <Input
          defaultValue={frame.colors.a}
          maxLength={64}
          onBlur={(e) => set(e.target.value, frame.colors.b)}
        />
      </Form.Item>
      <Form.Item label={t("panels.colour.b")}>
        <Input
          defaultValue={frame.colors.b}
          maxLength={64}
          onBlur={(e) => set(frame.colors.a, e.target.value)}
        />
      </Form.Item>
    </Form>
  );
}
