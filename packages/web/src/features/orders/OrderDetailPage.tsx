import { ExportOutlined, PlusOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Flex, Modal, Tag } from "antd";
import { Link, useNavigate, useParams } from "react-router";
import { invalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { toast } from "../../shared/ui/toast.ts";
import { designerLink } from "./designer-link.ts";
import { NotLoaded } from "./NotLoaded.tsx";
import { ordersApi } from "./orders-api.ts";
import { SeriesMissingAlert, WINDOW_ACTION_TEXT, type WindowAction, WindowRows } from "./WindowRows.tsx";

/** /orders/detail/{id}: an order's windows; an intention order converts to formal after a question. */
function OrderDetailPage() {
  const t = useOrdersT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const detail = routeQuery(routes.orders.detail, { params: { id } });
  const order = useQuery({ ...detail, enabled: id > 0 });
  const convert = useMutation({
    mutationFn: () => ordersApi.convert(id),
    onSuccess: (data) => {
      client.setQueryData(detail.queryKey, data);
      toast.success(t("order.converted"));
    },
    onError: (e) => showError(e, t("common.failed")),
  });
  const windows = useMutation({
    mutationFn: async ({ run }: WindowAction) => {
      await run();
      await invalidate(client, routes.orders.detail);
    },
    onSuccess: (_, { kind }) => toast.success(translateKey(WINDOW_ACTION_TEXT[kind].done)),
    onError: (e, { kind }) => showError(e, translateKey(WINDOW_ACTION_TEXT[kind].failed)),
  });
  if (order.isError || !order.data) return <NotLoaded query={order} />;
  const o = order.data;
  const rows = o.items.map((i) => ({ ...i, orderId: o.id }));
  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid="order-detail-page">
      <Card
        title={`${t("list.orderNo")} ${o.orderNo}`}
        styles={{
          header: { flexWrap: "wrap", rowGap: 8, paddingBlock: 8 },
          title: { whiteSpace: "normal", overflow: "visible" },
        }}
        extra={
          <Flex gap={8} wrap>
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
            <Link to={`/orders/export/${id}`} data-testid="order-export">
              <Button icon={<ExportOutlined />}>{t("order.export")}</Button>
            </Link>
            <Link to={designerLink({ orderId: id, contractId: o.contractId })} data-testid="order-draw">
              <Button icon={<PlusOutlined />}>{t("order.draw")}</Button>
            </Link>
          </Flex>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t("list.kind")}>
            <Tag data-testid="order-kind">{t(`kind.${o.kind}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("list.customer")}>{o.customer}</Descriptions.Item>
          <Descriptions.Item label={t("list.amount")}>
            <span data-testid="order-amount">{formatYuan(o.amount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("list.createdAt")}>{formatDateTime(o.createdAt)}</Descriptions.Item>
          {o.contractId && (
            <Descriptions.Item label={t("list.contract")}>
              <Link to={`/orders/group-detail/${o.contractId}`}>{t("order.openContract")}</Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <SeriesMissingAlert rows={rows} testId="order-series-missing" />
      <Card size="small" title={t("list.items")}>
        <WindowRows
          rows={rows}
          contractId={o.contractId}
          editable
          busy={windows.isPending}
          onDuplicate={(r) =>
            windows.mutate({ kind: "duplicate", run: () => ordersApi.duplicateItem(id, r.id) })
          }
          onDelete={(r) => windows.mutate({ kind: "delete", run: () => ordersApi.removeItem(id, r.id) })}
        />
      </Card>
    </Flex>
  );
}

export const Component = withQueryClient(OrderDetailPage);
