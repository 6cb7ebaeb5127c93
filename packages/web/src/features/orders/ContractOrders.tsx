import { PlusOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Flex, Select, Tag, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { emptyUnlessFailed } from "../../shared/list/LoadFailed.tsx";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { designerLink } from "./designer-link.ts";
import { type ContractDetail, ordersApi } from "./orders-api.ts";
import { SeriesMissingAlert, WINDOW_ACTION_TEXT, type WindowAction, WindowRows } from "./WindowRows.tsx";

type Props = {
  contract: ContractDetail;
  /** The contract changed on the server (a window or order): read it again. */
  onChanged: () => Promise<unknown>;
  /** The contract as the attach call answered it. */
  onAttached: (contract: ContractDetail) => void;
};

/** A contract's orders with their windows; add a window order, attach one drawn elsewhere. */
export function ContractOrders({ contract: c, onChanged, onAttached }: Props) {
  const t = useOrdersT();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const isOwner = c.sides.includes("owner");
  const editable = isOwner && c.status !== "settled";
  // The company's orders in no contract: those this one may take.
  const loose = useQuery({
    ...routeQuery(routes.orders.list, { query: { attached: "no", pageSize: 100 } }),
    enabled: picking,
  });
  const newOrder = useMutation({
    mutationFn: () => ordersApi.createOrder({ kind: "intent", contractId: c.id }),
    onSuccess: (order) => navigate(designerLink({ orderId: order.id, contractId: c.id })),
    onError: (e) => showError(e, t("common.failed")),
  });
  const attach = useMutation({
    mutationFn: (orderId: number) => ordersApi.attachOrder(c.id, orderId),
    onSuccess: (data) => {
      onAttached(data);
      void invalidate(routes.orders.list);
      setPicking(false);
      setPicked(null);
      toast.success(t("contract.attached"));
    },
    onError: (e) => showError(e, t("common.failed")),
  });
  const windows = useMutation({
    mutationFn: async ({ run }: WindowAction) => {
      await run();
      await onChanged();
    },
    onSuccess: (_, { kind }) => toast.success(translateKey(WINDOW_ACTION_TEXT[kind].done)),
    onError: (e, { kind }) => showError(e, translateKey(WINDOW_ACTION_TEXT[kind].failed)),
  });
  return (
    <Card size="small" title={t("contract.orders")}>
      <Flex vertical gap={16}>
        {editable && (
          <Flex gap={8} wrap>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => newOrder.mutate()}
              loading={newOrder.isPending}
              data-testid="contract-new-order"
            >
              {t("contract.newOrder")}
            </Button>
            <Button onClick={() => setPicking(true)} data-testid="contract-attach-order">
              {t("contract.attachOrder")}
            </Button>
          </Flex>
        )}
        <SeriesMissingAlert rows={c.orders.flatMap((o) => o.items)} testId="contract-series-missing" />
        {c.orders.length === 0 && <Empty description={t("contract.noOrders")} />}
        {c.orders.map((o) => (
          <Flex vertical gap={8} key={o.id} data-testid={`contract-order-${o.id}`}>
            <Flex gap={8} align="center" wrap justify="space-between">
              <Flex gap={8} align="center" wrap>
                <Link to={`/orders/detail/${o.id}`}>{o.orderNo}</Link>
                <Tag color={o.kind === "formal" ? "blue" : "default"} data-testid={`order-kind-${o.id}`}>
                  {t(`kind.${o.kind}`)}
                </Tag>
                <Typography.Text type="secondary">
                  {t("contract.orderSummary", { count: o.items.length, amount: formatYuan(o.amount) })}
                </Typography.Text>
              </Flex>
              {editable && (
                <Link
                  to={designerLink({ orderId: o.id, contractId: c.id })}
                  data-testid={`order-draw-${o.id}`}
                >
                  <Button size="small" icon={<PlusOutlined />}>
                    {t("order.draw")}
                  </Button>
                </Link>
              )}
            </Flex>
            <WindowRows
              rows={o.items}
              contractId={c.id}
              editable={editable}
              busy={windows.isPending}
              onDuplicate={(r) =>
                windows.mutate({ kind: "duplicate", run: () => ordersApi.duplicateItem(r.orderId, r.id) })
              }
              onDelete={(r) =>
                windows.mutate({ kind: "delete", run: () => ordersApi.removeItem(r.orderId, r.id) })
              }
            />
          </Flex>
        ))}
      </Flex>
      <Dialog
        open={picking}
        title={t("contract.attachOrder")}
        okText={t("contract.attach")}
        cancelText={t("common.cancel")}
        okButtonProps={{ disabled: picked === null, "data-testid": "attach-ok" }}
        confirmLoading={attach.isPending}
        onCancel={() => setPicking(false)}
        onOk={() => picked !== null && attach.mutate(picked)}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t("contract.attachHint")}</Typography.Text>
          <Select
            showSearch
            style={{ width: "100%" }}
            loading={loose.isLoading}
            value={picked}
            onChange={setPicked}
            placeholder={t("contract.attachPick")}
            notFoundContent={loose.isLoading ? undefined : emptyUnlessFailed(loose, t("contract.attachNone"))}
            optionFilterProp="label"
            data-testid="attach-order-select"
            options={(loose.data?.items ?? []).map((o) => ({
              value: o.id,
              label: t("contract.attachOption", {
                orderNo: o.orderNo,
                count: o.itemCount,
                amount: formatYuan(o.amount),
              }),
            }))}
          />
        </Flex>
      </Dialog>
    </Card>
  );
}
