import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Table } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { ui } from "../../shared/state/ui-store.ts";
import { toast } from "../../shared/ui/toast.ts";
import { type Order, ordersApi } from "../orders/orders-api.ts";
import { parseBarLengths } from "./bar-lengths.ts";
import { type CutRequest, type CutSettings, cuttingApi, saveResult } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";
import { ReverseSection } from "./ReverseSection.tsx";
import { reverseSettings } from "./reverse-range.ts";
import { UsageNote } from "./UsageNote.tsx";

const DEFAULTS: CutSettings = {
  barLengths: "6000",
  defaultStockLength: 6000,
  kerf: 4,
  trimStart: 0,
  trimEnd: 0,
  minLeftover: 500,
  useLeftovers: true,
};

/** /orders/cutOptimizer: choose orders, set bar lengths, kerf, trims and leftovers, optimize. */
function CutOptimizerPage() {
  const t = useCutT();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [form] = Form.useForm<CutSettings>();
  const queries = useQueryClient();
  const orders = useQuery({
    queryKey: ["orders", { page, pageSize: 20 }],
    queryFn: () => ordersApi.orders({ page, pageSize: 20 }),
  });
  const run = useMutation({
    mutationFn: (request: CutRequest) => cuttingApi.optimize(request).then((result) => ({ request, result })),
    onSuccess: ({ request, result }) => {
      void queries.invalidateQueries({ queryKey: ["cutting", "usage"] });
      saveResult(request, result);
      navigate("/orders/cutOptimizerResult");
    },
    onError: (e: Error) => {
      // SPEC §9: past the free optimizations with too little balance, offer a recharge.
      if (isApiError(e) && e.key === "other.optimize_count_used_up") ui.showBuyDialog(6);
      else toast.error(e.message);
    },
  });

  const optimize = async () => {
    if (selected.length === 0) {
      toast.warning(t("errors.chooseContract"));
      return;
    }
    const settings = { ...DEFAULTS, ...(await form.validateFields()) };
    run.mutate({ orderIds: selected, settings });
  };

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="cut-optimizer-page">
      <Card size="small" title={t("orders.title")}>
        <Table<Order>
          rowKey="id"
          size="small"
          loading={orders.isLoading}
          dataSource={orders.data?.items ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          pagination={{ current: page, total: orders.data?.total ?? 0, pageSize: 20, onChange: setPage }}
          columns={[
            { title: t("orders.orderNo"), dataIndex: "orderNo" },
            { title: t("orders.customer"), dataIndex: "customer" },
            { title: t("orders.items"), dataIndex: "itemCount" },
            { title: t("orders.createdAt"), dataIndex: "createdAt", render: (v: string) => v.slice(0, 10) },
          ]}
        />
      </Card>
      <Card size="small" title={t("settings.title")}>
        <Form form={form} layout="inline" initialValues={DEFAULTS} data-testid="cut-settings">
          <Form.Item
            name="barLengths"
            label={t("settings.barLengths")}
            tooltip={t("settings.barLengthsHint")}
            rules={[
              {
                validator: async (_, v: string) => {
                  if (parseBarLengths(v ?? "") === null) throw new Error(t("errors.barLengths"));
                },
              },
            ]}
          >
            <Input style={{ width: 180 }} data-testid="bar-lengths" />
          </Form.Item>
          <Form.Item name="defaultStockLength" label={t("settings.defaultStockLength")}>
            <InputNumber min={50} max={100000} />
          </Form.Item>
          <Form.Item name="kerf" label={t("settings.kerf")}>
            <InputNumber min={0} max={50} />
          </Form.Item>
          <Form.Item name="trimStart" label={t("settings.trimStart")}>
            <InputNumber min={0} max={1000} />
          </Form.Item>
          <Form.Item name="trimEnd" label={t("settings.trimEnd")}>
            <InputNumber min={0} max={1000} />
          </Form.Item>
          <Form.Item name="minLeftover" label={t("settings.minLeftover")}>
            <InputNumber min={0} max={100000} />
          </Form.Item>
          <Form.Item name="useLeftovers" valuePropName="checked">
            <Checkbox>{t("settings.useLeftovers")}</Checkbox>
          </Form.Item>
        </Form>
        <ReverseSection
          orderIds={selected}
          settings={() => reverseSettings(form.getFieldsValue(), DEFAULTS)}
          onApply={(barLengths) => form.setFieldsValue({ barLengths })}
        />
      </Card>
      <Flex align="end" gap={16}>
        <UsageNote />
        <Button
          type="primary"
          style={{ marginLeft: "auto" }}
          loading={run.isPending}
          onClick={optimize}
          data-testid="cut-optimize"
        >
          {t("actions.optimize")}
        </Button>
      </Flex>
    </Flex>
  );
}

export const Component = withQueryClient(CutOptimizerPage);
