import { routes } from "@fenestra/api";
import { cutSettingsSchema } from "@fenestra/core/cutting/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Progress, Typography } from "antd";
import { useEffect, useState } from "react";
import { isApiError } from "../../shared/api/api-error.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { ui } from "../../shared/state/ui-store.ts";
import { toast } from "../../shared/ui/toast.ts";
import { type CutRequest, type CutSettings, cuttingApi, saveResult } from "./cut-optimizer-api.ts";
import { OrderPicker } from "./OrderPicker.tsx";
import { SettingsForm, useOptimizerPage } from "./optimizer-page.tsx";
import { QueueNote } from "./QueueNote.tsx";
import { ReverseSection } from "./ReverseSection.tsx";
import { reverseSettings } from "./reverse-range.ts";
import { UsageNote } from "./UsageNote.tsx";
import { validated } from "./validated.ts";
import { formValuesOf, useWarehouseSettings } from "./warehouse-defaults.ts";

// Kerf and trims start empty: each profile is then cut with its series' (shown under the form).
const DEFAULTS: CutSettings = {
  barLengths: "6000",
  defaultStockLength: 6000,
  minLeftover: 500,
  useLeftovers: true,
};

const SAW_FIELDS = ["kerf", "trimStart", "trimEnd"] as const;

/** Each field's rule is core's check (cutSettingsSchema): out of range is refused, never clamped. */
const rule = (field: keyof typeof cutSettingsSchema.shape) => [zodRule(cutSettingsSchema, field)];

/** /orders/cutOptimizer: choose orders, set bar lengths, kerf, trims and leftovers, optimize. */
function CutOptimizerPage() {
  const { t, navigate, phone, selected, setSelected, form } = useOptimizerPage<CutSettings>();
  const queries = useQueryClient();
  // The warehouse's leftover settings (SPEC §9) are the starting values, for a company that has it
  // (the server takes the same ones for what a request leaves out).
  const stored = useWarehouseSettings().settings;
  useEffect(() => {
    if (!stored || form.isFieldsTouched()) return;
    form.setFieldsValue(formValuesOf(stored));
  }, [stored, form]);
  // The saw settings of the chosen orders' series: what an empty kerf or trim field stands for.
  const saw = useQuery({
    queryKey: ["cutting", "saw-settings", selected],
    queryFn: () => cuttingApi.sawSettings(selected),
    enabled: selected.length > 0,
  });
  const sawSeries = selected.length > 0 ? (saw.data?.series ?? []) : [];
  // the share of profile groups the running optimization has solved
  const [solved, setSolved] = useState(0);
  const run = useMutation({
    mutationFn: (request: CutRequest) => {
      setSolved(0);
      return cuttingApi.optimize(request, setSolved).then((result) => ({ request, result }));
    },
    onSuccess: ({ request, result }) => {
      void invalidate(queries, routes.cutting.usage);
      saveResult(request, result);
      navigate("/orders/cutOptimizerResult");
    },
    onError: (e: Error) => {
      // SPEC §9: past the free optimizations with too little balance, offer a recharge.
      if (isApiError(e) && e.key === "other.optimize_count_used_up") ui.showBuyDialog(6);
      else showRefusal(e);
    },
  });

  const optimize = async () => {
    if (selected.length === 0) {
      toast.warning(t("errors.chooseContract"));
      return;
    }
    // A refused field shows its message where it is; nothing is sent.
    const values = await validated(form);
    // the ticket the page asks the queue by while the optimization waits (QueueNote)
    if (values)
      run.mutate({ orderIds: selected, settings: { ...DEFAULTS, ...values }, ticket: newRequestKey() });
  };

  const numberField = (name: "defaultStockLength" | "kerf" | "trimStart" | "trimEnd" | "minLeftover") => {
    const fromSeries = (SAW_FIELDS as readonly string[]).includes(name);
    // One series: its value is what an empty field means; several: each its own (listed below).
    const only = sawSeries.length === 1 ? sawSeries[0]![name as (typeof SAW_FIELDS)[number]] : undefined;
    return (
      <Form.Item
        name={name}
        label={t(`settings.${name}`)}
        rules={rule(name)}
        // An emptied saw field goes back to the series' value (never sent as null).
        normalize={fromSeries ? (v: number | null) => v ?? undefined : undefined}
      >
        <InputNumber
          data-testid={`cut-${name}`}
          style={{ width: phone ? "100%" : 120 }}
          placeholder={
            fromSeries ? (only !== undefined ? String(only) : t("settings.fromSeries")) : undefined
          }
        />
      </Form.Item>
    );
  };

  return (
    <Flex vertical gap={16} style={{ padding: phone ? 8 : 16 }} data-testid="cut-optimizer-page">
      <OrderPicker selected={selected} onChange={setSelected} />
      <Card size="small" title={t("settings.title")}>
        <SettingsForm form={form} phone={phone} initialValues={DEFAULTS} testId="cut-settings">
          <Form.Item
            name="barLengths"
            label={t("settings.barLengths")}
            tooltip={t("settings.barLengthsHint")}
            rules={rule("barLengths")}
          >
            <Input style={{ width: phone ? "100%" : 180 }} data-testid="bar-lengths" />
          </Form.Item>
          {numberField("defaultStockLength")}
          {numberField("kerf")}
          {numberField("trimStart")}
          {numberField("trimEnd")}
          {numberField("minLeftover")}
          <Form.Item name="useLeftovers" valuePropName="checked">
            <Checkbox>{t("settings.useLeftovers")}</Checkbox>
          </Form.Item>
        </SettingsForm>
        {sawSeries.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }} data-testid="cut-series-saw">
            {t("settings.sawFromSeries")} {sawSeries.map((s) => t("settings.seriesSaw", { ...s })).join("; ")}
          </Typography.Paragraph>
        )}
        <ReverseSection
          orderIds={selected}
          phone={phone}
          settings={async () =>
            (await validated(form, ["kerf", "trimStart", "trimEnd", "minLeftover"]))
              ? reverseSettings(form.getFieldsValue(), DEFAULTS)
              : null
          }
          onApply={(barLengths) => {
            form.setFieldsValue({ barLengths });
            void form.validateFields(["barLengths"]).catch(() => undefined);
          }}
        />
      </Card>
      <Flex align="end" gap={16} wrap>
        <UsageNote />
        <Button
          style={{ marginLeft: "auto" }}
          onClick={() => navigate("/orders/glassSheets")}
          data-testid="glass-sheets-link"
        >
          {t("glass.open")}
        </Button>
        <Button type="primary" loading={run.isPending} onClick={optimize} data-testid="cut-optimize">
          {t("actions.optimize")}
        </Button>
      </Flex>
      {run.isPending && (
        <Progress percent={Math.round(solved * 100)} size="small" data-testid="cut-progress" />
      )}
      <QueueNote ticket={run.isPending ? (run.variables?.ticket ?? null) : null} align="right" />
    </Flex>
  );
}

export const Component = withQueryClient(CutOptimizerPage);
