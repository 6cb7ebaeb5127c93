import { routes } from "@fenestra/api";
import { parseScanCode } from "@fenestra/core/scanning/scan-code";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Checkbox, Flex, InputNumber, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { invalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { ScanBox, scanRefusalText } from "../../shared/scanner/ScanBox.tsx";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { EmptyState } from "../../shared/ui/EmptyState.tsx";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { type PickItem, type PickLine, pickLines, remainingOf, wholeOrEmpty } from "./pick-lines.ts";
import { ContractPicker, stockItemColumns } from "./shared.tsx";
import { type PickBody, type PickList, warehouseApi } from "./warehouse-api.ts";

type Item = PickItem & { key: string };
type Leftover = PickList["leftovers"][number];
type BackToStock = PickList["backToStock"][number] & { key: string };
/** The pick buttons stay at the bottom of the screen while a long list scrolls (a phone). */
const ACTION_BAR = {
  position: "sticky",
  bottom: 0,
  zIndex: 2,
  padding: "8px 0",
  background: "var(--ant-color-bg-container, #fff)",
  borderTop: "1px solid var(--ant-color-border-secondary, #f0f0f0)",
} as const;
const keyOf = (i: Pick<PickItem, "materialId" | "color" | "length" | "code">) =>
  `${i.materialId ?? i.code}|${i.color}|${i.length}`;

/** Picking for a contract in production: its pick list, a scan box, pick all or part, extra out, return. */
export function PickingTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [contractId, setContractId] = useState<number | null>(null);
  const [counts, setCounts] = useState<Record<string, number | null>>({});
  const [chosenLeftovers, setChosenLeftovers] = useState<number[]>([]);
  const list = useQuery({
    ...routeQuery(routes.warehouse.pickList, { params: { id: contractId as number } }),
    enabled: contractId !== null,
    retry: false,
  });
  const refresh = () => void invalidate(client, routes.warehouse);
  const pick = useMutation({
    mutationFn: async (job: { body?: PickBody; leftovers: number[] }) => {
      if (job.body) await warehouseApi.pick(contractId as number, job.body);
      if (job.leftovers.length > 0)
        await warehouseApi.pickLeftovers(contractId as number, job.leftovers, newRequestKey());
    },
    onSuccess: () => {
      toast.success(t("done"));
      setCounts({});
      setChosenLeftovers([]);
      refresh();
    },
    onError: (error) => {
      refresh();
      showError(error, t("failed"));
    },
  });
  const items: Item[] = (list.data?.items ?? []).map((i) => ({ ...i, key: keyOf(i) }));
  const leftovers = list.data?.leftovers ?? [];
  const openLeftovers = leftovers.filter((l) => !l.picked).map((l) => l.surplusId);
  const backToStock: BackToStock[] = (list.data?.backToStock ?? []).map((b) => ({ ...b, key: keyOf(b) }));
  // The long offcuts not yet returned in, as return-in lines (a bar of its length each).
  const returnBack = () => {
    const lines = backToStock.flatMap((b) =>
      b.materialId === null || b.count <= b.returned
        ? []
        : [
            {
              materialId: b.materialId,
              color: b.color,
              length: b.length,
              count: b.count - b.returned,
              note: "",
            },
          ],
    );
    if (lines.length === 0) toast.error(t("picking.nothingToReturn"));
    else send(2, lines, []);
  };
  const send = (type: PickBody["type"], lines: PickLine[], leftoverIds: number[]) => {
    if (lines.length === 0 && leftoverIds.length === 0) {
      toast.error(t("picking.nothingToPick"));
      return;
    }
    pick.mutate({
      body: lines.length > 0 ? { requestId: newRequestKey(), type, lines } : undefined,
      leftovers: leftoverIds,
    });
  };
  // Picking everything left takes it all out of the stock at once: the question counts it first.
  const [ask, questionHolder] = useAskFirst();
  const pickAll = () => {
    const lines = pickLines(items, remainingOf);
    if (lines.length === 0 && openLeftovers.length === 0) {
      toast.error(t("picking.nothingToPick"));
      return;
    }
    ask({
      title: t("picking.allQuestion.title", { no: list.data?.contractNo ?? "" }),
      does: t("picking.allQuestion.does", { lines: lines.length, leftovers: openLeftovers.length }),
      undo: t("picking.allQuestion.undo"),
      okText: t("picking.pickAll"),
      testId: "pick-all",
      onOk: () => send(4, lines, openLeftovers),
    });
  };
  const typed = () => pickLines(items, (i) => counts[keyOf(i)] ?? 0);
  const sendTyped = (type: PickBody["type"], leftoverIds: number[]) => {
    // A count that is not a whole number is refused where it was typed, never rounded.
    if (!items.every((i) => wholeOrEmpty(counts[i.key]))) {
      toast.error(t("picking.countWhole"));
      return;
    }
    send(type, typed(), leftoverIds);
  };
  const onScan = async (text: string) => {
    const parsed = parseScanCode(text);
    if (!parsed.ok) {
      toast.error(scanRefusalText(parsed.reason));
      return;
    }
    try {
      const m = await warehouseApi.scan(text);
      const item = items.find((i) => i.materialId === m.id && remainingOf(i) > 0);
      if (!item) {
        toast.error(t("picking.notInList"));
        return;
      }
      setCounts((c) => ({ ...c, [item.key]: remainingOf(item) }));
      toast.success(t("picking.scanned", { name: `${m.code} ${m.name}`.trim() }));
    } catch (error) {
      showError(error, t("failed"));
    }
  };
  const optimizeFirst = isApiError(list.error) && list.error.key === "warehouse.optimize_first";
  const columns: Column<Item>[] = [
    ...stockItemColumns<Item>(t, { primary: true, category: true }),
    {
      title: t("field.needed"),
      align: "right",
      render: (_, i) => <span data-testid={`needed-${i.code}`}>{i.needed}</span>,
    },
    {
      title: t("field.picked"),
      align: "right",
      render: (_, i) => <span data-testid={`picked-${i.code}`}>{i.picked}</span>,
    },
    {
      title: t("field.inStock"),
      align: "right",
      render: (_, i) => (i.materialId === null ? <Tag>{t("picking.noMaterial")}</Tag> : i.inStock),
    },
    {
      title: t("picking.toPick"),
      render: (_, i) =>
        i.materialId === null ? null : (
          <InputNumber
            size="small"
            min={0}
            status={wholeOrEmpty(counts[i.key]) ? undefined : "error"}
            value={counts[i.key] ?? null}
            onChange={(v) => setCounts((c) => ({ ...c, [i.key]: v }))}
            data-testid={`pick-count-${i.code}`}
          />
        ),
    },
  ];
  const leftoverColumns: Column<Leftover & { key: number }>[] = [
    {
      title: t("field.code"),
      primary: true,
      render: (_, l) =>
        l.picked ? (
          `${l.code} ✓`
        ) : (
          <Checkbox
            checked={chosenLeftovers.includes(l.surplusId)}
            onChange={(e) =>
              setChosenLeftovers((ids) =>
                e.target.checked ? [...ids, l.surplusId] : ids.filter((id) => id !== l.surplusId),
              )
            }
            data-testid={`pick-leftover-${l.surplusId}`}
          >
            {l.code}
          </Checkbox>
        ),
    },
    { title: t("field.color"), dataIndex: "color" },
    { title: t("field.length"), align: "right", dataIndex: "length" },
    { title: t("field.position"), dataIndex: "position" },
    {
      title: t("field.status"),
      render: (_, l) =>
        l.picked ? (
          <Tag color="green">{t("picking.status.picked")}</Tag>
        ) : (
          <Tag>{t("picking.status.not_picked")}</Tag>
        ),
    },
  ];
  const backColumns: Column<BackToStock>[] = [
    { title: t("field.material"), primary: true, render: (_, b) => `${b.code} ${b.name}`.trim() },
    { title: t("field.color"), dataIndex: "color" },
    { title: t("field.length"), align: "right", dataIndex: "length" },
    { title: t("field.count"), align: "right", dataIndex: "count" },
    {
      title: t("field.returned"),
      align: "right",
      render: (_, b) =>
        b.materialId === null ? (
          <Tag>{t("picking.noMaterial")}</Tag>
        ) : (
          <span data-testid={`returned-${b.code}-${b.length}`}>{b.returned}</span>
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      {questionHolder}
      <Flex gap={8} wrap align="center">
        <ContractPicker
          stage="picking"
          value={contractId}
          onChange={(id) => {
            setContractId(id);
            setCounts({});
            setChosenLeftovers([]);
          }}
          testId="pick-contract"
        />
        {list.data ? (
          <Tag
            color={
              list.data.status === "picked" ? "green" : list.data.status === "partial" ? "orange" : undefined
            }
            data-testid="pick-status"
          >
            {list.data.contractNo} · {t(`picking.status.${list.data.status}`)}
          </Tag>
        ) : null}
      </Flex>
      {contractId ? null : <EmptyState text={t("picking.chooseFirst")} />}
      {optimizeFirst ? (
        <Alert
          type="warning"
          showIcon
          data-testid="pick-optimize-first"
          message={t("picking.optimizeFirst")}
          description={t("picking.optimizeFirstHint")}
          action={<Link to="/orders/cutOptimizer">{t("picking.toOptimizer")}</Link>}
        />
      ) : list.error ? (
        <Typography.Text type="danger">{(list.error as Error).message}</Typography.Text>
      ) : null}
      {list.data ? (
        <>
          <Typography.Text type="secondary">{t("picking.scanHint")}</Typography.Text>
          <ScanBox onScan={(text) => void onScan(text)} testId="pick-scan" />
          <ResponsiveTable<Item> rowKey="key" testId="pick-rows" dataSource={items} columns={columns} />
          {leftovers.length > 0 ? (
            <>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t("picking.leftoversTitle")}
              </Typography.Title>
              <ResponsiveTable<Leftover & { key: number }>
                rowKey="key"
                testId="pick-leftovers"
                dataSource={leftovers.map((l) => ({ ...l, key: l.surplusId }))}
                columns={leftoverColumns}
              />
            </>
          ) : null}
          {backToStock.length > 0 ? (
            <>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t("picking.backToStockTitle")}
              </Typography.Title>
              <ResponsiveTable<BackToStock>
                rowKey="key"
                testId="pick-back-to-stock"
                dataSource={backToStock}
                columns={backColumns}
              />
              <Flex>
                <Button loading={pick.isPending} data-testid="pick-return-back" onClick={returnBack}>
                  {t("picking.returnBackToStock")}
                </Button>
              </Flex>
            </>
          ) : null}
          <Flex gap={8} wrap style={ACTION_BAR} data-testid="pick-actions">
            <Button
              type="primary"
              loading={pick.isPending}
              data-testid="pick-typed"
              onClick={() => sendTyped(4, chosenLeftovers)}
            >
              {t("picking.pickSelected")}
            </Button>
            <Button loading={pick.isPending} data-testid="pick-all" onClick={pickAll}>
              {t("picking.pickAll")}
            </Button>
            <Button
              loading={pick.isPending}
              data-testid="pick-supplementary"
              onClick={() => sendTyped(5, [])}
            >
              {t("picking.supplementary")}
            </Button>
            <Button loading={pick.isPending} data-testid="pick-return" onClick={() => sendTyped(2, [])}>
              {t("picking.returnIn")}
            </Button>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
