import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Flex, Select, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { invalidate, routeKey } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { EmptyState } from "../../shared/ui/EmptyState.tsx";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import {
  contractSearch,
  financeApi,
  type Instalment,
  type Schedule,
  type ScheduleFields,
} from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";
import { ScheduleEditor } from "./ScheduleEditor.tsx";

const STATUS_COLOR = { unpaid: "default", partial: "processing", paid: "success" } as const;

/**
 * A contract's repayment schedule (the Repayments tab of /manage/financial): pick a contract,
 * see each instalment paid, partly paid or unpaid and how late, and set the schedule.
 */
export function RepaymentsPanel({
  contractId,
  onContract,
}: {
  contractId: number | null;
  onContract: (id: number | null) => void;
}) {
  const t = useFinanceT();
  const [q, setQ] = useState("");
  const found = useQuery({
    ...routeQuery(routes.contracts.list, { query: contractSearch(q) }),
  });
  const options = (found.data?.items ?? []).map((c) => ({
    value: c.id,
    label: `${c.contractNo} · ${c.customer}`,
  }));
  return (
    <Flex vertical gap={12}>
      <Select
        showSearch={{ filterOption: false, onSearch: setQ }}
        allowClear
        value={contractId ?? undefined}
        placeholder={t("schedule.pick")}
        style={{ width: "100%", maxWidth: 420 }}
        loading={found.isFetching}
        onChange={(id?: number) => onContract(id ?? null)}
        options={
          contractId && !options.some((o) => o.value === contractId)
            ? [{ value: contractId, label: String(contractId) }, ...options]
            : options
        }
        data-testid="schedule-contract"
      />
      {contractId ? <ScheduleCard contractId={contractId} /> : <EmptyState text={t("schedule.none")} />}
    </Flex>
  );
}

function ScheduleCard({ contractId }: { contractId: number }) {
  const t = useFinanceT();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const schedule = useQuery({
    ...routeQuery(routes.finance.schedule, { params: { id: contractId } }),
  });
  const stale = useStaleSave();
  const saved = (data: Schedule) => {
    client.setQueryData(routeKey(routes.finance.schedule, { params: { id: contractId } }), data);
    void invalidate(client, routes.finance.overdue);
    toast.success(t("saved"));
    setEditing(false);
  };
  const failed = (e: unknown) => showError(e, t("failed"));
  const save = useMutation({
    // Against the contract's version the editor shows (a reload reads it again, and the editor
    // shows the latest schedule); `overwrite` after the conflict dialog's choice.
    mutationFn: (body: ScheduleFields) =>
      financeApi.saveSchedule(contractId, { ...body, version: schedule.data?.version ?? 0 }),
    onSuccess: saved,
    onError: (e, body) => {
      const offered = stale.offer(e, {
        reload: () => schedule.refetch(),
        overwrite: () =>
          financeApi.saveSchedule(contractId, { ...body, overwrite: true }).then(saved, failed),
      });
      if (!offered) showError(e, t("failed"));
    },
  });
  const s = schedule.data;
  const scheduled = s?.instalments.reduce((sum, i) => sum + i.amount, 0) ?? 0;
  const columns: Column<Instalment>[] = [
    { title: t("schedule.stage"), primary: true, render: (_, i) => t(`stage.${i.stage}`) },
    { title: t("schedule.due"), dataIndex: "dueOn" },
    { title: t("schedule.amount"), align: "right", render: (_, i) => formatYuan(i.amount) },
    { title: t("schedule.paid"), align: "right", render: (_, i) => formatYuan(i.paid) },
    { title: t("overdue.owed"), align: "right", render: (_, i) => formatYuan(i.owed) },
    {
      title: t("schedule.status"),
      render: (_, i) => (
        <Flex gap={4} wrap>
          <Tag color={STATUS_COLOR[i.status]} data-testid={`schedule-status-${i.status}`}>
            {t(`payment.${i.status}`)}
          </Tag>
          {i.overdue ? (
            <Tag color="error" data-testid="schedule-overdue">
              {t("schedule.late", { days: i.daysOverdue })}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
  ];
  return (
    <Card
      size="small"
      loading={schedule.isLoading}
      data-testid="schedule-card"
      title={
        s ? <Link to={`/orders/group-detail/${s.contractId}`}>{s.contractNo || s.contractId}</Link> : null
      }
      extra={
        s ? (
          <Button type="primary" onClick={() => setEditing(true)} data-testid="schedule-edit">
            {t("schedule.edit")}
          </Button>
        ) : null
      }
    >
      {schedule.isError ? <LoadFailed query={schedule} /> : null}
      {s ? (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t("schedule.contractAmount")}>{formatYuan(s.amount)}</Descriptions.Item>
            <Descriptions.Item label={t("schedule.collected")}>
              <span data-testid="schedule-collected">{formatYuan(s.collected)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t("schedule.scheduled")}>{formatYuan(scheduled)}</Descriptions.Item>
            <Descriptions.Item label={t("schedule.unscheduled")}>
              {formatYuan(Math.max(0, s.amount - scheduled))}
            </Descriptions.Item>
          </Descriptions>
          <ResponsiveTable<Instalment>
            rowKey="id"
            testId="schedule-rows"
            dataSource={s.instalments}
            pagination={false}
            columns={columns}
          />
          {stale.dialog}
          <ScheduleEditor
            schedule={s}
            open={editing}
            saving={save.isPending}
            onSave={(body) => save.mutate(body)}
            onClose={() => setEditing(false)}
          />
        </>
      ) : null}
    </Card>
  );
}
