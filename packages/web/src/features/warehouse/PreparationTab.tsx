import { useMutation } from "@tanstack/react-query";
import { Button, Flex, Input, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { showError } from "../../shared/api/show-error.ts";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { ContractPicker, stockItemColumns } from "./shared.tsx";
import { type Preparation, warehouseApi } from "./warehouse-api.ts";

type Item = Preparation["items"][number] & { key?: string };

/** Material preparation: what the chosen contracts need against the stock; a purchase order of the shortage. */
export function PreparationTab() {
  const t = useWarehouseT();
  const navigate = useNavigate();
  const [ids, setIds] = useState<number[]>([]);
  const [supplier, setSupplier] = useState("");
  const prep = useMutation({
    mutationFn: () => warehouseApi.preparation(ids),
    onError: (error) => showError(error, t("failed")),
  });
  const order = useMutation({
    mutationFn: () =>
      warehouseApi.createPurchaseOrder({
        supplier,
        lines: (prep.data?.items ?? [])
          .filter((i) => i.shortage > 0 && i.materialId !== null)
          .map((i) => ({
            materialId: i.materialId as number,
            color: i.color,
            ...(i.category === "profile" ? { length: i.length } : {}),
            count: i.shortage,
          })),
      }),
    onSuccess: () => {
      toast.success(t("done"));
      navigate("/manage/wareHouse/purchase");
    },
    onError: (error) => showError(error, t("failed")),
  });
  const columns: Column<Item>[] = [
    ...stockItemColumns<Item>(t, { primary: true }),
    { title: t("field.needed"), align: "right", dataIndex: "needed" },
    { title: t("field.inStock"), align: "right", dataIndex: "inStock" },
    {
      title: t("field.shortage"),
      align: "right",
      render: (_, i) => (
        <Typography.Text type={i.shortage > 0 ? "danger" : undefined}>{i.shortage}</Typography.Text>
      ),
    },
  ];
  const short = (prep.data?.items ?? []).some((i) => i.shortage > 0 && i.materialId !== null);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <ContractPicker
          stage="preparation"
          multiple
          value={ids}
          onChange={setIds}
          placeholder={t("preparation.contracts")}
          testId="prep-contracts"
        />
        <Button
          type="primary"
          disabled={ids.length === 0}
          loading={prep.isPending}
          onClick={() => prep.mutate()}
          data-testid="prep-load"
        >
          {t("preparation.load")}
        </Button>
      </Flex>
      {prep.data ? (
        <>
          <ResponsiveTable<Item>
            rowKey="key"
            dataSource={prep.data.items.map((i) => ({
              ...i,
              key: `${i.category}|${i.code}|${i.color}|${i.length}`,
            }))}
            columns={columns}
          />
          {short ? (
            <Flex gap={8} wrap>
              <Input
                placeholder={t("preparation.supplier")}
                value={supplier}
                onChange={(e) => setSupplier(e.target.value)}
                style={{ width: 200 }}
              />
              <Button loading={order.isPending} onClick={() => order.mutate()}>
                {t("preparation.makeOrder")}
              </Button>
            </Flex>
          ) : (
            <Typography.Text>{t("preparation.none")}</Typography.Text>
          )}
        </>
      ) : null}
    </Flex>
  );
}
