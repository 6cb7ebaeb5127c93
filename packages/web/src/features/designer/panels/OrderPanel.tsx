import { Form, Input, InputNumber } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";

/** Window number, count, install position and note written to the order item on save. */
export function OrderPanel() {
  const t = useDesignerT();
  const store = useDesigner();
  const f = store.orderFields;
  return (
    <Form layout="vertical" size="small" data-testid="order-panel">
      <Form.Item label={t("panels.order.windowNo")}>
        <Input
          data-testid="order-window-no"
          value={f.windowNo}
          maxLength={32}
          onChange={(e) => store.setOrderFields({ windowNo: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t("panels.order.count")}>
        <InputNumber
          min={1}
          max={9999}
          precision={0}
          value={f.count}
          onChange={(v) => store.setOrderFields({ count: v ?? 1 })}
        />
      </Form.Item>
      <Form.Item label={t("panels.order.installPosition")}>
        <Input
          value={f.installPosition}
          maxLength={64}
          onChange={(e) => store.setOrderFields({ installPosition: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t("panels.order.note")}>
        <Input.TextArea
          value={f.note}
          maxLength={200}
          onChange={(e) => store.setOrderFields({ note: e.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
