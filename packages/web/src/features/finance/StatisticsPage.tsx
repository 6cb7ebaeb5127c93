import { routes } from "@fenestra/api";
import {
  AGEING_BUCKETS,
  type PeriodFigures,
  STAT_PERIODS,
  type StatPeriod,
} from "@fenestra/core/finance/index";
import { formatYuan, yuanNumber } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Flex, Result, Row, Segmented, Statistic, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { useAreaFormat } from "../../shared/format/area.ts";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { type ChartOption, EChart } from "./EChart.tsx";
import { financeApi, type Statistics as StatisticsData } from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";

type PeriodRow = StatisticsData["periods"][number];
type PersonRow = StatisticsData["people"][number];

const DAY = "YYYY-MM-DD";
/** The range a period starts with: this month by day, this year by month, five years by year. */
function defaultRange(period: StatPeriod, now = dayjs()): [Dayjs, Dayjs] {
  if (period === "day") return [now.startOf("month"), now.endOf("month")];
  if (period === "month") return [now.startOf("year"), now.endOf("year")];
  return [now.subtract(4, "year").startOf("year"), now.endOf("year")];
}

/**
 * /chart and /manage/order-statistics: contracts and money per period and salesperson, ageing,
 * export. A sub-account holding "hide report" is told the reports are not for it.
 */
function StatisticsPage() {
  const t = useFinanceT();
  if (!useKeysAllow(routes.finance.statistics))
    return (
      <div data-testid="statistics-hidden">
        <Result status="403" title={t("hidden")} />
      </div>
    );
  return <Statistics />;
}

function Statistics() {
  const t = useFinanceT();
  const area = useAreaFormat();
  const [period, setPeriod] = useState<StatPeriod>("month");
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange("month"));
  const query = { period, from: range[0].format(DAY), to: range[1].format(DAY) };
  const stats = useQuery({
    ...routeQuery(routes.finance.statistics, { query }),
  });
  const ageing = useQuery(routeQuery(routes.finance.ageing));
  const exporting = useFileJob();
  const option = useMemo<ChartOption>(() => {
    const periods = stats.data?.periods ?? [];
    const money = (name: string, pick: (p: PeriodRow) => number) => ({
      name,
      type: "bar",
      data: periods.map((p) => yuanNumber(pick(p))),
    });
    return {
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 40, containLabel: true },
      xAxis: { type: "category", data: periods.map((p) => p.key) },
      yAxis: [{ type: "value" }, { type: "value", minInterval: 1, splitLine: { show: false } }],
      series: [
        money(t("stats.amount"), (p) => p.amount),
        money(t("stats.collected"), (p) => p.collected),
        money(t("stats.expenditure"), (p) => p.expenditure),
        {
          name: t("stats.contracts"),
          type: "line",
          yAxisIndex: 1,
          data: periods.map((p) => p.contracts),
        },
      ],
    };
  }, [stats.data, t]);
  const figures = <T extends PeriodFigures>(): Column<T>[] => [
    { title: t("stats.contracts"), align: "right", dataIndex: "contracts" },
    { title: t("stats.amount"), align: "right", render: (_, r) => formatYuan(r.amount) },
    { title: t("stats.area", { unit: area.unit }), align: "right", render: (_, r) => area.value(r.area) },
    { title: t("stats.collected"), align: "right", render: (_, r) => formatYuan(r.collected) },
    { title: t("stats.receivable"), align: "right", render: (_, r) => formatYuan(r.receivable) },
    { title: t("stats.expenditure"), align: "right", render: (_, r) => formatYuan(r.expenditure) },
  ];
  const total = stats.data?.total;
  return (
    <div style={{ padding: "12px clamp(12px, 3vw, 24px)" }} data-testid="statistics-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("title.statistics")}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Segmented<StatPeriod>
          value={period}
          onChange={(p) => {
            setPeriod(p);
            setRange(defaultRange(p));
          }}
          options={STAT_PERIODS.map((p) => ({ value: p, label: t(`stats.${p}`) }))}
        />
        <DatePicker.RangePicker
          picker={period === "day" ? "date" : period}
          value={range}
          allowClear={false}
          onChange={(v) => {
            if (v?.[0] && v[1])
              setRange([
                v[0].startOf(period === "day" ? "day" : period),
                v[1].endOf(period === "day" ? "day" : period),
              ]);
          }}
        />
        <Button
          loading={exporting.busy}
          onClick={() =>
            exporting.run(() => financeApi.exportXlsx(query)).catch((e) => showError(e, t("failed")))
          }
          data-testid="statistics-export"
        >
          {t("stats.export")}
        </Button>
      </Flex>
      {exporting.node}
      <Row gutter={[12, 12]}>
        {(["contracts", "amount", "collected", "receivable", "expenditure"] as const).map((k) => (
          <Col xs={12} md={8} lg={4} key={k}>
            <Card size="small">
              <Statistic
                title={t(`stats.${k}`)}
                value={total ? (k === "contracts" ? total.contracts : formatYuan(total[k])) : "—"}
                formatter={(v) => String(v)}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" style={{ marginTop: 12 }}>
        <EChart option={option} testId="statistics-chart" />
      </Card>
      <Card size="small" title={t("stats.byPeriod")} style={{ marginTop: 12 }}>
        <ResponsiveTable<PeriodRow>
          rowKey="key"
          testId="statistics-periods"
          loading={stats.isLoading}
          failed={stats}
          dataSource={(stats.data?.periods ?? []).filter(
            (p) => p.contracts || p.amount || p.collected || p.expenditure,
          )}
          columns={[{ title: t("stats.key"), dataIndex: "key", primary: true }, ...figures<PeriodRow>()]}
        />
      </Card>
      <Card size="small" title={t("stats.bySalesperson")} style={{ marginTop: 12 }}>
        <ResponsiveTable<PersonRow>
          rowKey="personId"
          testId="statistics-people"
          loading={stats.isLoading}
          failed={stats}
          dataSource={stats.data?.people ?? []}
          columns={[
            {
              title: t("stats.salesperson"),
              primary: true,
              render: (_, p) => (p.personId === 0 ? t("stats.nobody") : p.name),
            },
            ...figures<PersonRow>(),
          ]}
        />
      </Card>
      <Card size="small" title={t("stats.ageing")} style={{ marginTop: 12 }} data-testid="ageing">
        <Row gutter={[12, 12]}>
          {AGEING_BUCKETS.map((b) => (
            <Col xs={12} md={8} lg={4} key={b}>
              <Statistic
                title={t(`bucket.${b}`)}
                value={ageing.data ? formatYuan(ageing.data.buckets[b]) : "—"}
                formatter={(v) => String(v)}
              />
            </Col>
          ))}
          <Col xs={12} md={8} lg={4}>
            <Statistic
              title={t("stats.total")}
              value={ageing.data ? formatYuan(ageing.data.total) : "—"}
              formatter={(v) => String(v)}
            />
          </Col>
        </Row>
      </Card>
    </div>
  );
}

export const Component = withQueryClient(StatisticsPage);
