import { routes } from "@fenestra/api";
import { builtinTemplates } from "@fenestra/core/library/index";
import {
  fieldProblem,
  MEASURE_TEXT_MAX,
  type Opening,
  type OpeningNumberField,
  openingProblems,
  openingSizes,
  rangeOf,
  SQUARENESS_TOLERANCE_MM,
} from "@fenestra/core/measurement/index";
import { useQuery } from "@tanstack/react-query";
import type { FormRule } from "antd";
import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { toast } from "../../shared/ui/toast.ts";
import { problemText, useMeasurementT } from "./i18n.ts";

const POINTS = [1, 2, 3] as const;

/** A field's rule from core's: its own range first, then the rules between fields (diagonals, reveal). */
function fieldRule(field: keyof Opening, current: () => Opening): FormRule {
  return {
    async validator(_rule, value: unknown) {
      const own = fieldProblem(field, value === undefined ? null : value);
      if (own) throw new Error(problemText(own.key, own.params));
      const between = openingProblems(current()).find((p) => p.field === field);
      if (between) throw new Error(problemText(between.key, between.params));
    },
  };
}

/**
 * The opening's form, full height on a phone: width and height at three points (the smallest
 * shown as used), both diagonals (their difference, flagged beyond the tolerance), wall, sill,
 * reveal, the window type wanted, colour and note. A value that cannot be is refused at its field.
 */
export function OpeningForm({
  opening,
  onClose,
  onSave,
}: {
  opening: Opening | null;
  onClose: () => void;
  onSave: (next: Opening) => Promise<void>;
}) {
  const t = useMeasurementT();
  const [form] = Form.useForm<Opening>();
  const [busy, setBusy] = useState(false);
  const watched = Form.useWatch([], form) as Partial<Opening> | undefined;
  const own = useQuery({
    ...routeQuery(routes.templates.list, { query: { pageSize: 100 } }),
    enabled: !!opening,
  });
  useEffect(() => {
    if (opening) form.setFieldsValue(opening);
  }, [opening, form]);
  const current = (): Opening => ({ ...(opening as Opening), ...normalize(form.getFieldsValue(true)) });
  const sizes = opening ? openingSizes({ ...opening, ...normalize(watched ?? {}) }) : null;
  async function save() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await onSave(current());
      toast.success(t("opening.saved"));
    } catch (error) {
      if (!showAtField(form, error)) showError(error, t("opening.saveFailed"));
    } finally {
      setBusy(false);
    }
  }
  const numberItem = (field: OpeningNumberField, label?: string, deps: (keyof Opening)[] = []) => {
    const { min, max } = rangeOf(field);
    return (
      <Form.Item
        name={field}
        label={label}
        rules={[fieldRule(field, current)]}
        dependencies={deps}
        style={{ flex: 1, minWidth: 0 }}
      >
        <InputNumber
          inputMode="decimal"
          placeholder={`${min}–${max}`}
          style={{ width: "100%" }}
          data-testid={`opening-${field}`}
        />
      </Form.Item>
    );
  };
  const sides: (keyof Opening)[] = ["width1", "width2", "width3", "height1", "height2", "height3"];
  const textItem = (field: "room" | "position" | "color" | "note") => (
    <Form.Item
      name={field}
      label={t(`opening.${field}`)}
      rules={[fieldRule(field, current)]}
      style={{ flex: 1, minWidth: 0 }}
    >
      {field === "note" ? (
        <Input.TextArea rows={2} maxLength={MEASURE_TEXT_MAX.note + 1} data-testid="opening-note" />
      ) : (
        <Input data-testid={`opening-${field}`} />
      )}
    </Form.Item>
  );
  return (
    <Drawer
      open={!!opening}
      onClose={onClose}
      title={t("opening.title")}
      size={Math.min(560, window.innerWidth)}
      destroyOnHidden
      extra={
        <Button type="primary" loading={busy} onClick={save} data-testid="opening-save">
          {t("opening.save")}
        </Button>
      }
    >
      <Form form={form} layout="vertical" data-testid="opening-form">
        <Flex gap={8}>
          {textItem("room")}
          {textItem("position")}
        </Flex>
        <Typography.Text strong>{t("opening.width")}</Typography.Text>
        <Flex gap={8}>
          {POINTS.map((n) => (
            <div key={n} style={{ flex: 1, minWidth: 0 }}>
              {numberItem(`width${n}`, t("opening.point", { n }), ["diagonal1", "diagonal2"])}
            </div>
          ))}
        </Flex>
        {sizes?.width != null && (
          <Typography.Paragraph type="secondary" data-testid="opening-used-width">
            {t("opening.used", { value: sizes.width })}
          </Typography.Paragraph>
        )}
        <Typography.Text strong>{t("opening.height")}</Typography.Text>
        <Flex gap={8}>
          {POINTS.map((n) => (
            <div key={n} style={{ flex: 1, minWidth: 0 }}>
              {numberItem(`height${n}`, t("opening.point", { n }), ["diagonal1", "diagonal2"])}
            </div>
          ))}
        </Flex>
        {sizes?.height != null && (
          <Typography.Paragraph type="secondary" data-testid="opening-used-height">
            {t("opening.used", { value: sizes.height })}
          </Typography.Paragraph>
        )}
        <Typography.Text strong>{t("opening.diagonals")}</Typography.Text>
        <Flex gap={8}>
          {numberItem("diagonal1", undefined, sides)}
          {numberItem("diagonal2", undefined, sides)}
        </Flex>
        {sizes?.squareness && (
          <Alert
            style={{ marginBottom: 12 }}
            type={sizes.squareness.outOfSquare ? "warning" : "success"}
            data-testid="opening-squareness"
            message={
              sizes.squareness.outOfSquare
                ? t("opening.outOfSquare", {
                    value: sizes.squareness.difference,
                    tolerance: SQUARENESS_TOLERANCE_MM,
                  })
                : t("opening.difference", { value: sizes.squareness.difference })
            }
          />
        )}
        <Flex gap={8} wrap>
          {numberItem("wallThickness", t("opening.wallThickness"), ["revealDepth"])}
          {numberItem("sillHeight", t("opening.sillHeight"))}
          {numberItem("revealDepth", t("opening.revealDepth"), ["wallThickness"])}
        </Flex>
        <Form.Item name="templateKey" label={t("opening.templateKey")}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            data-testid="opening-template"
            options={[
              {
                label: t("opening.builtinTemplates"),
                options: builtinTemplates().map((tpl) => ({
                  value: tpl.id,
                  label: translateKey(`library:${tpl.nameKey}`),
                })),
              },
              ...(own.data?.items.length
                ? [
                    {
                      label: t("opening.ownTemplates"),
                      options: own.data.items.map((tpl) => ({ value: tpl.key, label: tpl.name })),
                    },
                  ]
                : []),
            ]}
          />
        </Form.Item>
        {textItem("color")}
        {textItem("note")}
      </Form>
    </Drawer>
  );
}

/** The form's values as an opening's: an emptied number is null, a cleared select "". */
function normalize(values: Partial<Record<keyof Opening, unknown>>): Partial<Opening> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === "templateKey") out[key] = value ?? "";
    else if (value === undefined) continue;
    else out[key] = value;
  }
  return out as Partial<Opening>;
}
