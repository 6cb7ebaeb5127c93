import { routes } from "@fenestra/api";
import type { PlanBar } from "@fenestra/core/cutting/index";
import { offcutPositionSchema } from "@fenestra/core/cutting/settings";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Flex, Input, Result, Statistic, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { showError, showRefusal } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { PositionSelect, usePositions } from "../warehouse/index.ts";
import { BarStrip } from "./BarStrip.tsx";
import { CuttingSheet } from "./CuttingSheet.tsx";
import { cuttingApi, loadResult, markConfirmed } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";
import { offcutsOf, offcutTotals } from "./offcuts.ts";
import { offcutRuleOf, useWarehouseSettings } from "./warehouse-defaults.ts";

const barKey = (bar: PlanBar) =>
  `${bar.length}|${bar.leftoverId}|${bar.cuts.map((c) => `${c.pieceId}@${c.position}`).join(",")}`;

const lengthTimes = (o: { length: number; count: number }) => `${o.length} mm × ${o.count}`;

const percent = (x: number) => (Math.round(x * 1000) / 10).toFixed(1);

/** /orders/cutOptimizerResult: every bar to scale, utilization per profile and overall, leftovers. */
function CutOptimizerResultPage() {
  const t = useCutT();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(loadResult);
  // Where the offcuts go: a position of the warehouse, or a name typed where the company keeps none
  const [typedPosition, setTypedPosition] = useState("");
  const [positionId, setPositionId] = useState<number | null>(null);
  const [sheet, setSheet] = useState(false);
  const warehouse = useWarehouseSettings();
  const positions = usePositions(warehouse.hasWarehouse);
  // the chosen position's name read from the list the select shows, so the question and the
  // confirmation name what the select shows (a copy kept beside the id could lag it)
  const position = warehouse.hasWarehouse
    ? (positions.data?.items.find((p) => p.id === positionId)?.name ?? "")
    : typedPosition;
  const mayAddPosition = useKeysAllow(routes.warehouse.createPosition);
  const rule = offcutRuleOf(saved?.request.settings?.minLeftover, warehouse.settings);
  const print = () => {
    setSheet(true);
    setTimeout(() => window.print(), 300);
  };
  // The browser's own print (Ctrl+P) prints the cutting sheet too: it is drawn before the page is.
  useEffect(() => {
    const draw = () => flushSync(() => setSheet(true));
    window.addEventListener("beforeprint", draw);
    return () => window.removeEventListener("beforeprint", draw);
  }, []);
  const confirm = useMutation({
    mutationFn: () => {
      if (!saved) throw new Error("no result");
      return cuttingApi.confirm({ ...saved.request, plans: saved.result.groups, position });
    },
    // Not returning the toast: it is a thenable that settles when the toast closes, and the question
    // that ran this would wait for it.
    onSuccess: (r) => {
      if (saved) setSaved(markConfirmed(saved));
      toast.success(
        r.backToStock > 0
          ? `${t("result.confirmed", r)}; ${t("result.confirmedBack", r)}`
          : t("result.confirmed", r),
      );
    },
    // A 400 (a refused field) is already shown by the client.
    onError: (e: Error) => showRefusal(e),
  });
  // Confirming writes to the warehouse (leftovers taken and stored): the question counts them first.
  const [ask, questionHolder] = useAskFirst();
  const askToConfirm = () => {
    if (!saved) return;
    const { kept, back } = offcutTotals(saved.result.groups, rule);
    const does = t("confirmQuestion.does", { used: saved.result.summary.leftoversUsed, kept, back });
    ask({
      title: t("confirmQuestion.title"),
      does: position ? `${does} ${t("confirmQuestion.place", { position })}` : does,
      undo: t("confirmQuestion.undo"),
      okText: t("actions.confirm"),
      testId: "cut-confirm",
      onOk: () => confirm.mutateAsync().catch(() => undefined),
    });
  };
  // Where the offcuts go: core's limit, refused at the field (never cut short).
  const positionCheck = offcutPositionSchema.safeParse(position);
  const positionError = positionCheck.success ? null : positionCheck.error.issues[0];
  const exportXlsx = useFileJob();
  const startExport = () =>
    exportXlsx
      .run(() => cuttingApi.exportXlsx(saved?.result.groups ?? []))
      .catch((e: Error) => showError(e, translateKey("errors.operation_failed")));
  if (!saved) return <Result status="info" title={t("result.noResult")} />;
  const { result } = saved;
  return (
    <Flex vertical gap={16} style={{ padding: 16, minWidth: 0 }} data-testid="cut-result-page">
      {questionHolder}
      <Card size="small" title={t("result.overall")} data-testid="cut-overall">
        <Flex gap={24} wrap>
          <Statistic title={t("result.summary.bars")} value={result.summary.stockBars} />
          <Statistic
            title={t("result.summary.utilization")}
            value={percent(result.summary.utilization)}
            suffix="%"
          />
          <Statistic title={t("result.summary.leftoversUsed")} value={result.summary.leftoversUsed} />
          <Statistic title={t("result.summary.waste")} value={result.summary.waste} />
        </Flex>
        {exportXlsx.node}
        <Flex gap={8} wrap style={{ marginTop: 12 }} className="no-print">
          <Button onClick={() => navigate("/orders/cutOptimizer")}>{t("actions.back")}</Button>
          <Button onClick={print} data-testid="cut-print">
            {t("actions.print")}
          </Button>
          <Button loading={exportXlsx.busy} onClick={startExport} data-testid="cut-xlsx">
            {t("actions.excel")}
          </Button>
          <div style={{ width: 220, maxWidth: "100%" }}>
            {warehouse.hasWarehouse ? (
              // The warehouse's own positions, the ones its labels and filters know.
              <PositionSelect
                value={positionId}
                onChange={setPositionId}
                canAdd={mayAddPosition}
                placeholder={t("actions.position")}
                testId="cut-position-select"
                style={{ width: "100%" }}
              />
            ) : (
              <Input
                placeholder={t("actions.position")}
                value={position}
                status={positionError ? "error" : undefined}
                onChange={(e) => setTypedPosition(e.target.value)}
                data-testid="cut-position"
              />
            )}
            {positionError && (
              <Typography.Text
                type="danger"
                style={{ fontSize: 12, display: "block" }}
                data-testid="cut-position-error"
              >
                {translateKey(
                  positionError.message,
                  (positionError as { params?: Record<string, unknown> }).params,
                )}
              </Typography.Text>
            )}
          </div>
          <Button
            type="primary"
            disabled={positionError !== null}
            loading={confirm.isPending}
            onClick={askToConfirm}
            data-testid="cut-confirm"
          >
            {t("actions.confirm")}
          </Button>
          {saved.confirmed && (
            <Button onClick={() => navigate("/deviceDocking")} data-testid="cut-machines">
              {t("actions.machines")}
            </Button>
          )}
        </Flex>
      </Card>
      {result.groups.map((g) => {
        const s = g.plan.summary;
        const offcuts = offcutsOf(g.plan.bars, rule);
        return (
          <Card key={`${g.profile}|${g.color}`} size="small" data-testid="cut-group">
            <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }} data-testid="cut-group-title">
              <Typography.Text strong>{g.profile}</Typography.Text>
              <Tag>{g.color}</Tag>
              <span>{t("result.bars", { count: s.stockBars })}</span>
              <span>{t("result.utilization", { value: percent(s.utilization) })}</span>
              {s.optimal ? (
                <Tag color="green">{t("result.optimal")}</Tag>
              ) : (
                <Tag>{t("result.notProven", { bound: s.lowerBound })}</Tag>
              )}
            </Flex>
            <Flex vertical gap={6}>
              {g.plan.bars.map((bar) => (
                <div key={barKey(bar)}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {bar.source === "leftover"
                      ? t("result.fromLeftover", { id: bar.leftoverId })
                      : t("result.bar", { length: bar.length, repeat: bar.repeat })}
                  </Typography.Text>
                  <BarStrip bar={bar} />
                </div>
              ))}
              {offcuts.leftover.length > 0 && (
                <Typography.Text data-testid="cut-keep">
                  {t("result.leftoversToKeep")}: {offcuts.leftover.map(lengthTimes).join(", ")}
                </Typography.Text>
              )}
              {offcuts.stock.length > 0 && (
                <Typography.Text data-testid="cut-back-to-stock">
                  {t("result.backToStock", { max: rule.max })}: {offcuts.stock.map(lengthTimes).join(", ")}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        );
      })}
      {sheet && (
        <Card size="small" title={t("actions.print")} styles={{ body: { overflowX: "auto" } }}>
          <CuttingSheet groups={result.groups} />
        </Card>
      )}
    </Flex>
  );
}

export const Component = withQueryClient(CutOptimizerResultPage);
