import { parseScanCode } from "@fenestra/core/scanning/scan-code";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, InputNumber, Tag, Typography } from "antd";
import { useState } from "react";
import { showError } from "../../shared/api/show-error.ts";
import { ScanBox, scanRefusalText } from "../../shared/scanner/ScanBox.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type Column, ResponsiveTable } from "../orders/ResponsiveTable.tsx";
import { useWarehouseT } from "./i18n.ts";
import { newRequestId, type PickBody, type PickList, warehouseApi } from "./warehouse-api.ts";

type Item = PickList["items"][number] & { key?: string };
const keyOf = (i: Pick<Item, "materialId" | "color" | "length" | "code">) =>
  `${i.materialId ?? i.code}|${i.color}|${i.length}`;

/** Picking for a contract in production: its pick list, a scan box, pick all or part, extra out, return. */
export function PickingTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [contractId, setContractId] = useState<number | null>(null);
  const [typed, setTyped] = useState<number | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const list = useQuery({
    queryKey: ["warehouse", "pick", contractId],
    queryFn: () => warehouseApi.pickList(contractId as number),
    enabled: contractId !== null,
    retry: false,
  });
  const pick = useMutation({
    mutationFn: (body: PickBody) => warehouseApi.pick(contractId as number, body),
    onSuccess: () => {
      toast.success(t("done"));
      setCounts({});
      void client.invalidateQueries({ queryKey: ["warehouse"] });
    },
    onError: (error) => showError(error, t("failed")),
  });
  const items = list.data?.items ?? [];
  const send = (type: PickBody["type"], lines: { item: Item; count: number }[]) =>
    pick.mutate({
      requestId: newRequestId(),
      type,
      lines: lines
        .filter((l) => l.item.materialId !== null && l.count > 0)
        .map(({ item, count }) => ({
          materialId: item.materialId as number,
          color: item.color,
          ...(item.category === "profile" ? { length: item.length } : {}),
          count,
        })),
      surplusIds:
        type === 4 ? (list.data?.leftovers ?? []).filter((l) => !l.picked).map((l) => l.surplusId) : [],
    });
  const onScan = async (text: string) => {
    const parsed = parseScanCode(text);
    if (!parsed.ok) {
      toast.error(scanRefusalText(parsed.reason));
      return;
    }
    try {
      const m = await warehouseApi.scan(text);
      const item = items.find((i) => i.materialId === m.id && i.picked < i.needed);
      if (!item) {
        toast.error(t("picking.notInList"));
        return;
      }
      setCounts((c) => ({ ...c, [keyOf(item)]: item.needed - item.picked }));
      toast.success(t("picking.scanned", { name: `${m.code} ${m.name}`.trim() }));
    } catch (error) {
      showError(error, t("failed"));
    }
  };
  const columns: Column<Item>[] = [
    { title: t("field.material"), primary: true, render: (_, i) => `${i.code} ${i.name}`.trim() },
    { title: t("field.category"), render: (_, i) => t(`category.${i.category}`) },
    { title: t("field.color"), dataIndex: "color" },
    { title: t("field.length"), render: (_, i) => (i.length > 0 ? i.length : "") },
    { title: t("field.needed"), align: "right", dataIndex: "needed" },
    { title: t("field.picked"), align: "right", dataIndex: "picked" },
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
            value={counts[keyOf(i)]}
            onChange={(v) => setCounts((c) => ({ ...c, [keyOf(i)]: v ?? 0 }))}
            data-testid={`pick-count-${i.code}`}
          />
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <InputNumber
          placeholder={t("picking.contract")}
          onChange={(v) => setTyped(v ? Number(v) : null)}
          data-testid="pick-contract"
          style={{ width: 160 }}
        />
        <Button
          type="primary"
          disabled={typed === null}
          onClick={() => setContractId(typed)}
          data-testid="pick-load"
        >
          {t("picking.load")}
        </Button>
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
      {list.error ? <Typography.Text type="danger">{(list.error as Error).message}</Typography.Text> : null}
      {list.data ? (
        <>
          <Typography.Text type="secondary">{t("picking.scanHint")}</Typography.Text>
          <ScanBox onScan={(text) => void onScan(text)} testId="pick-scan" />
          <ResponsiveTable<Item>
            rowKey="key"
            testId="pick-rows"
            dataSource={items.map((i) => ({ ...i, key: keyOf(i) }))}
            columns={columns}
          />
          {list.data.leftovers.length > 0 ? (
            <Typography.Text>
              {t("picking.leftoversTitle")}:{" "}
              {list.data.leftovers
                .map((l) => `${l.code} ${l.color} ${l.length} (${l.position})${l.picked ? " ✓" : ""}`)
                .join(", ")}
            </Typography.Text>
          ) : null}
          <Flex gap={8} wrap>
            <Button
              type="primary"
              loading={pick.isPending}
              data-testid="pick-typed"
              onClick={() =>
                send(
                  4,
                  items.map((item) => ({ item, count: counts[keyOf(item)] ?? 0 })),
                )
              }
            >
              {t("picking.pickSelected")}
            </Button>
            <Button
              loading={pick.isPending}
              data-testid="pick-all"
              onClick={() =>
                send(
                  4,
                  items.map((item) => ({ item, count: Math.max(0, item.needed - item.picked) })),
                )
              }
            >
              {t("picking.pickAll")}
            </Button>
            <Button
              onClick={() =>
                send(
                  5,
                  items.map((item) => ({ item, count: counts[keyOf(item)] ?? 0 })),
                )
              }
            >
              {t("picking.supplementary")}
            </Button>
            <Button
              onClick={() =>
                send(
                  2,
                  items.map((item) => ({ item, count: counts[keyOf(item)] ?? 0 })),
                )
              }
            >
              {t("picking.returnIn")}
            </Button>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
