import { DEFAULT_GLASS_SHEET_SETTINGS, glassSheetSettingsSchema } from "@fenestra/core/glass-cutting/index";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Flex, Form, InputNumber, Statistic, Tag, Typography } from "antd";
import { useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { showError, showRefusal } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type GlassSheetsRequest, type GlassSheetsResult, glassSheetsApi } from "./cut-optimizer-api.ts";
import { GlassSheetDrawing } from "./GlassSheetDrawing.tsx";
import { OrderPicker } from "./OrderPicker.tsx";
import { SettingsForm, useOptimizerPage } from "./optimizer-page.tsx";
import { validated } from "./validated.ts";

type Settings = GlassSheetsRequest["settings"] & object;

type Booked = Awaited<ReturnType<typeof glassSheetsApi.confirm>>;

const percent = (x: number) => (Math.round(x * 1000) / 10).toFixed(1);

/** Each field's rule is core's check: out of range is refused at the field, never clamped. */
const rule = (field: keyof typeof glassSheetSettingsSchema.shape) => [
  zodRule(glassSheetSettingsSchema, field),
];

/**
 * /orders/glassSheets: the glass panes of the chosen orders packed onto stock sheets (guillotine
 * cuts, the series' sheet per glass), drawn sheet by sheet with yield and remnants, the lower bound
 * beside the result, an .xlsx and a print of the plan.
 */
function GlassSheetsPage() {
  const { t, navigate, phone, selected, setSelected, form } = useOptimizerPage<Settings>();
  const [done, setDone] = useState<{
    request: GlassSheetsRequest;
    result: GlassSheetsResult;
    /** One key per plan shown: a confirm sent again (a double tap, a retry) changes nothing. */
    key: string;
  } | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const run = useMutation({
    mutationFn: (request: GlassSheetsRequest) =>
      glassSheetsApi.plan(request).then((result) => ({ request, result, key: newRequestKey() })),
    onSuccess: (d) => {
      setDone(d);
      setBooked(null);
    },
    onError: (e: Error) => showRefusal(e),
  });
  const confirm = useMutation({
    mutationFn: () => {
      if (!done) throw new Error("no plan");
      return glassSheetsApi.confirm(done.request, done.key);
    },
    onSuccess: (r) => {
      setBooked(r);
      setDone((d) => (d ? { ...d, result: r.plan } : d));
      toast.success(t("glass.confirmed", { consumed: r.consumed, kept: r.kept.length }));
    },
    onError: (e: Error) => showRefusal(e),
  });
  // Confirming writes to the warehouse: the question counts what it books first.
  const [ask, questionHolder] = useAskFirst();
  const askToConfirm = () => {
    if (!done) return;
    const sheets = done.result.groups.flatMap((g) => g.sheets);
    ask({
      title: t("glass.confirmQuestion.title"),
      does: t("glass.confirmQuestion.does", {
        used: sheets.filter((s) => s.fromRemnant !== undefined).length,
        kept: sheets.reduce((n, s) => n + s.remnants.length, 0),
      }),
      undo: t("glass.confirmQuestion.undo"),
      okText: t("glass.confirm"),
      testId: "glass-confirm",
      onOk: () => confirm.mutateAsync().catch(() => undefined),
    });
  };
  const exportXlsx = useFileJob();
  const startExport = () =>
    exportXlsx
      .run(() => glassSheetsApi.exportXlsx(done?.request ?? { orderIds: [] }))
      .catch((e: Error) => showError(e, translateKey("errors.operation_failed")));
  const plan = async () => {
    if (selected.length === 0) {
      toast.warning(t("errors.chooseContract"));
      return;
    }
    const values = await validated(form);
    if (values) run.mutate({ orderIds: selected, settings: values });
  };
  const result = done?.result;
  // the bound counts new sheets: a sheet cut from a stock remnant is not one
  const newSheets = result
    ? result.groups.reduce((n, g) => n + g.sheets.filter((s) => s.fromRemnant === undefined).length, 0)
    : 0;
  const gap = result ? newSheets - result.lowerBound : 0;
  return (
    <Flex vertical gap={16} style={{ padding: phone ? 8 : 16, minWidth: 0 }} data-testid="glass-sheets-page">
      {questionHolder}
      <div className="no-print">
        <OrderPicker selected={selected} onChange={setSelected} />
      </div>
      <Card size="small" title={t("glass.settings")} className="no-print">
        <SettingsForm
          form={form}
          phone={phone}
          initialValues={DEFAULT_GLASS_SHEET_SETTINGS}
          testId="glass-settings"
        >
          <Form.Item name="trim" label={t("glass.trim")} rules={rule("trim")}>
            <InputNumber data-testid="glass-trim" style={{ width: phone ? "100%" : 120 }} />
          </Form.Item>
          <Form.Item name="minRemnant" label={t("glass.minRemnant")} rules={rule("minRemnant")}>
            <InputNumber data-testid="glass-min-remnant" style={{ width: phone ? "100%" : 120 }} />
          </Form.Item>
        </SettingsForm>
        <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
          {t("glass.rule")}
        </Typography.Paragraph>
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          <Button onClick={() => navigate("/orders/cutOptimizer")}>{t("glass.profiles")}</Button>
          <Button type="primary" loading={run.isPending} onClick={plan} data-testid="glass-plan">
            {t("glass.plan")}
          </Button>
        </Flex>
      </Card>
      {result && (
        <div data-print-root="" data-testid="glass-result">
          <Card size="small" title={t("glass.overall")}>
            <Flex gap={24} wrap>
              <Statistic title={t("glass.sheets")} value={result.sheetCount} />
              <Statistic title={t("glass.lowerBound")} value={result.lowerBound} />
              <Statistic
                title={t("glass.gap")}
                value={gap}
                suffix={result.lowerBound > 0 ? `(${percent(gap / result.lowerBound)} %)` : undefined}
              />
              <Statistic
                title={t("glass.yield")}
                value={percent(
                  result.groups.reduce((s, g) => s + g.paneArea, 0) /
                    Math.max(
                      1e-9,
                      result.groups.reduce((s, g) => s + g.sheetArea, 0),
                    ),
                )}
                suffix="%"
              />
            </Flex>
            {exportXlsx.node}
            <Flex gap={8} wrap style={{ marginTop: 12 }} className="no-print">
              <Button onClick={() => window.print()} data-testid="glass-print">
                {t("glass.print")}
              </Button>
              <Button loading={exportXlsx.busy} onClick={startExport} data-testid="glass-xlsx">
                {t("actions.excel")}
              </Button>
              <Button
                type="primary"
                loading={confirm.isPending}
                disabled={booked !== null}
                onClick={askToConfirm}
                data-testid="glass-confirm"
              >
                {booked ? t("glass.confirmedButton") : t("glass.confirm")}
              </Button>
            </Flex>
            {booked && (
              <Typography.Paragraph style={{ marginTop: 12 }} data-testid="glass-booked">
                {booked.kept.length > 0
                  ? `${t("glass.booked", { consumed: booked.consumed })}: ${booked.kept
                      .map((r) => `${r.spec} ${r.width} × ${r.height}`)
                      .join(", ")}`
                  : t("glass.bookedNone", { consumed: booked.consumed })}{" "}
                <Button
                  type="link"
                  className="no-print"
                  onClick={() => navigate("/manage/wareHouse/glassRemnants")}
                  data-testid="glass-to-remnants"
                >
                  {t("glass.toRemnants")}
                </Button>
              </Typography.Paragraph>
            )}
          </Card>
          {result.groups.map((g) => (
            <Card
              key={g.spec}
              size="small"
              style={{ marginTop: 12 }}
              data-testid="glass-group"
              title={
                <span>
                  {g.name || g.spec} · {g.sheet.width} × {g.sheet.height} mm{" "}
                  {g.grain && <Tag>{t("glass.grain")}</Tag>}
                </span>
              }
            >
              <Typography.Paragraph>
                {t("glass.groupSummary", {
                  sheets: g.sheets.length,
                  bound: g.lowerBound,
                  yield: percent(g.yield),
                  area: g.paneArea.toFixed(2),
                })}
              </Typography.Paragraph>
              {g.sheets.map((sheet, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its place in the plan
                  key={i}
                  data-testid="glass-sheet"
                  style={{ breakInside: "avoid", marginBottom: 16, maxWidth: 900 }}
                >
                  <Typography.Text strong>
                    {t("glass.sheetNo", { no: i + 1 })} ·{" "}
                    {sheet.fromRemnant !== undefined && (
                      <Tag data-testid="glass-from-remnant">
                        {t("glass.fromRemnant", { width: sheet.width, height: sheet.height })}
                      </Tag>
                    )}
                    {t("glass.sheetYield", { yield: percent(sheet.yield) })} ·{" "}
                    {t("glass.paneCount", { count: sheet.panes.length })}
                  </Typography.Text>
                  <GlassSheetDrawing sheet={sheet} no={i + 1} />
                  {sheet.fromRemnant !== undefined && (
                    // on the printed plan too: the cutter takes these panes from the rack, not a new sheet
                    <Typography.Paragraph style={{ margin: "4px 0" }} data-testid="glass-remnant-panes">
                      {t("glass.fromRemnantPanes", {
                        id: sheet.fromRemnant,
                        width: sheet.width,
                        height: sheet.height,
                        panes: sheet.panes
                          .map(
                            (p) =>
                              `${p.label} ${p.rotated ? p.height : p.width} × ${p.rotated ? p.width : p.height}`,
                          )
                          .join(", "),
                      })}
                    </Typography.Paragraph>
                  )}
                  <Typography.Text type="secondary" data-testid="glass-remnants">
                    {sheet.remnants.length > 0
                      ? `${t("glass.remnants")}: ${sheet.remnants.map((r) => `${r.width} × ${r.height}`).join(", ")}`
                      : t("glass.noRemnants")}
                  </Typography.Text>
                </div>
              ))}
            </Card>
          ))}
        </div>
      )}
    </Flex>
  );
}

export const Component = withQueryClient(GlassSheetsPage);
