import { MAX_COUNT } from "@fenestra/core/schemas/bounds";
import { Form, Input } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesigner } from "../state/designer-context.ts";
import { NumberField } from "./fields.tsx";

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
      <NumberField
        label={t("panels.order.count")}
        testId="order-count"
        value={f.count}
        range={{ min: 1, max: MAX_COUNT, integer: true }}
        onCommit={(count) => void store.setOrderFields({ count })}
      />
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
