import { routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Descriptions, Flex, Grid, Result, Spin, Tag } from "antd";
import { useParams, useSearchParams } from "react-router";
import { routeQueryIn } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { SharedLinkPage } from "../../shared/ui/SharedLinkPage.tsx";
import { type CustomerItem, type CustomerQuoteLine, ordersApi } from "./orders-api.ts";
import { WindowDrawing } from "./WindowDrawing.tsx";

/** /group-detail-share/{id}/{user_id}?token=: the customer's view — drawings and prices, no costs. */
function CustomerSharePage() {
  const t = useOrdersT();
  const id = Number(useParams().id);
  const token = useSearchParams()[0].get("token") ?? "";
  const client = useQueryClient();
  // on a phone each window is a card of its own: the drawing gets most of the card's width so
  // its dimension figures can be read
  const phone = Grid.useBreakpoint().md === false;
  // the drawings' labels are in the viewer's language: another language is another view
  const shared = routeQueryIn(currentLanguage(), routes.sharing.view, { params: { id }, query: { token } });
  const view = useQuery({ ...shared, enabled: id > 0 && token !== "", retry: false });
  const confirm = useMutation({
    mutationFn: () => ordersApi.customerConfirm(id, token),
    onSuccess: (data) => client.setQueryData(shared.queryKey, data),
    onError: (e) => showError(e, t("common.failed")),
  });
  // The customer's confirmation is theirs to give once: the question says what it agrees to.
  const [ask, questionHolder] = useAskFirst();
  if (!token || view.isError) return <Result status="warning" title={t("share.invalid")} />;
  if (!view.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const v = view.data;
  const items = v.orders.flatMap((o) => o.items);
  return (
    <SharedLinkPage title={v.company} maxWidth={1000} testId="share-page">
      {questionHolder}
      <Card title={`${t("contract.no")} ${v.contractNo}`}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t("list.customer")}>{v.customer}</Descriptions.Item>
          <Descriptions.Item label={t("contract.address")}>{v.address}</Descriptions.Item>
          <Descriptions.Item label={t("price.total")}>
            <span data-testid="share-amount">{formatYuan(v.amount)}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ResponsiveTable<CustomerItem>
        rowKey="id"
        dataSource={items}
        columns={[
          { title: t("item.windowNo"), dataIndex: "windowNo", primary: true },
          {
            title: t("item.drawing"),
            render: (_, i) => <WindowDrawing svg={i.svg} width={phone ? 240 : 160} />,
          },
          { title: t("item.size"), render: (_, i) => `${i.width} × ${i.height}` },
          { title: t("item.count"), dataIndex: "count", align: "right" },
          { title: t("item.price"), align: "right", render: (_, i) => formatYuan(i.price) },
          { title: t("list.amount"), align: "right", render: (_, i) => formatYuan(i.amount) },
        ]}
      />
      {v.quoteItems.length > 0 && (
        <ResponsiveTable<CustomerQuoteLine>
          rowKey="id"
          dataSource={v.quoteItems}
          columns={[
            { title: t("quote.name"), dataIndex: "name", primary: true },
            { title: t("item.count"), dataIndex: "count", align: "right" },
            { title: t("list.amount"), align: "right", render: (_, q) => formatYuan(q.amount) },
          ]}
        />
      )}
      {v.customerConfirm === "changed" && <Alert type="warning" title={t("share.changed")} />}
      <Flex gap={12} align="center">
        <Tag color={v.customerConfirm === "confirmed" ? "green" : "default"} data-testid="share-state">
          {t(`customerConfirm.${v.customerConfirm}`)}
        </Tag>
        {v.customerConfirm !== "confirmed" && (
          <Button
            type="primary"
            loading={confirm.isPending}
            onClick={() =>
              ask({
                title: t("share.confirmTitle", { no: v.contractNo }),
                does: t("share.confirmDoes", { amount: formatYuan(v.amount), company: v.company }),
                undo: t("share.confirmUndo"),
                okText: v.customerConfirm === "changed" ? t("share.reconfirm") : t("share.confirm"),
                testId: "share-confirm",
                onOk: () => confirm.mutateAsync().catch(() => undefined),
              })
            }
            data-testid="share-confirm"
          >
            {v.customerConfirm === "changed" ? t("share.reconfirm") : t("share.confirm")}
          </Button>
        )}
      </Flex>
    </SharedLinkPage>
  );
}

export const Component = withQueryClient(CustomerSharePage);
