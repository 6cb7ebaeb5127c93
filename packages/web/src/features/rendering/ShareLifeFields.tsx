import { shareHoursSchema } from "@fenestra/core/rendering/render-fields";
import { Form, InputNumber, Radio } from "antd";
import { useRendersT } from "./renders-text.ts";
import { valueRule } from "./value-rule.ts";

/** A share link's life as a form asks it: permanent, or for a number of hours. */
export type ShareLife = { kind: "permanent" | "hours"; hours?: number };

/** The hours a share link lasts, or null for a permanent one. */
export const lifeHours = (life: ShareLife): number | null =>
  life.kind === "permanent" ? null : (life.hours ?? null);

/**
 * The fields of a share link's life (the share dialog's and the render settings' default): the
 * choice, and the hours while it is for hours.
 */
export function ShareLifeFields({
  label,
  testIds,
  width,
}: {
  label: string;
  testIds: { kind: string; hours: string };
  width: number;
}) {
  const t = useRendersT();
  return (
    <>
      <Form.Item name="kind" label={label}>
        <Radio.Group data-testid={testIds.kind}>
          <Radio value="permanent">{t("share.permanent")}</Radio>
          <Radio value="hours">{t("share.forHours")}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle dependencies={["kind"]}>
        {({ getFieldValue }) =>
          getFieldValue("kind") === "hours" ? (
            <Form.Item name="hours" label={t("share.hours")} rules={[valueRule(shareHoursSchema.unwrap())]}>
              <InputNumber style={{ width }} data-testid={testIds.hours} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </>
  );
}
