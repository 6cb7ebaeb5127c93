import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Flex, Modal, Result, Spin, Table, Tag } from "antd";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useOrdersT, yuan } from "./i18n.ts";
import { type OrderItem, ordersApi } from "./orders-api.ts";

/** /orders/detail/{id}: an order's windows; an intention order converts to formal after a question. */
function OrderDetailPage() {
  const t = useOrdersT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const order = useQuery({ queryKey: ["order", id], queryFn: () => ordersApi.order(id), enabled: id > 0 });
  const convert = useMutation({
    mutationFn: () => ordersApi.convert(id),
    onSuccess: (data) => {
      client.setQueryData(["order", id], data);
      toast.success(t("order.converted"));
    },
    onError: (e) => showError(e, t("common.failed")),
  });
  if (order.isError)
    return (
      <Result
        status="warning"
        title={t("common.loadFailed")}
        subTitle={isApiError(order.error) ? order.error.message : undefined}
      />
    );
  if (!order.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const o = order.data;
  return (
    <Flex vertical gap={12} style={{ padding: 16 }} data-testid="order-detail-page">
      <Card
        title={`${t("list.orderNo")} ${o.orderNo}`}
        extra={
          <Flex gap={8}>
            {o.kind === "intent" && (
              <Button
                type="primary"
                data-testid="order-convert"
                onClick={() =>
                  Modal.confirm({ title: t("order.convertConfirm"), onOk: () => convert.mutateAsync() })
                }
              >
                {t("order.convert")}
              </Button>
            )}
            <Button onClick={() => navigate(`/orders/calcbomOrderList/${id}`)}>{t("order.bom")}</Button>
            <Button onClick={() => navigate(`/draw?order_id=${id}`)}>{t("order.draw")}</Button>
          </Flex>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t("list.kind")}>
            <Tag>{t(`kind.${o.kind}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("list.customer")}>{o.customer}</Descriptions.Item>
          <Descriptions.Item label={t("list.amount")}>{yuan(o.amount)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Table<OrderItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={o.items}
        columns={[
          { title: t("item.windowNo"), dataIndex: "windowNo" },
          { title: t("item.origin"), render: (_, i) => t(`origin.${i.origin}`) },
          { title: t("item.size"), render: (_, i) => `${i.width} × ${i.height}` },
          { title: t("item.count"), dataIndex: "count", align: "right" },
          { title: t("list.area"), align: "right", render: (_, i) => i.area.toFixed(2) },
          { title: t("item.price"), align: "right", render: (_, i) => yuan(i.price) },
          { title: t("list.amount"), align: "right", render: (_, i) => yuan(i.amount) },
        ]}
      />
    </Flex>
  );
}

export const Component = withQueryClient(OrderDetailPage);
