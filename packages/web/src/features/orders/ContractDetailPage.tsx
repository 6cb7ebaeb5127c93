import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Button,
  Card,
  Descriptions,
  Flex,
  InputNumber,
  Modal,
  Radio,
  Result,
  Spin,
  Table,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { ContractActions } from "./ContractActions.tsx";
import { ContractMoney } from "./ContractMoney.tsx";
import { useOrdersT, yuan } from "./i18n.ts";
import { type ContractDetail, type ContractEvent, type Order, ordersApi } from "./orders-api.ts";

/** /orders/group-detail/{id}: one contract — orders, price, quote items, collections, actions, outputs, share. */
function ContractDetailPage() {
  const t = useOrdersT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const [hours, setHours] = useState<number | null>(null);
  const [link, setLink] = useState<string>("");
  const contract = useQuery({
    queryKey: ["contract", id],
    queryFn: () => ordersApi.contract(id),
    enabled: id > 0,
  });
  const change = useMutation({
    mutationFn: (run: () => Promise<ContractDetail>) => run(),
    onSuccess: (data) => {
      client.setQueryData(["contract", id], data);
      toast.success(t("common.saved"));
      if (data.settlePrompt)
        Modal.confirm({
          title: t("collect.settlePrompt"),
          onOk: () => change.mutateAsync(() => ordersApi.fire(id, "confirm_balance")),
        });
    },
    onError: (e) => showError(e, t("common.failed")),
  });
  const newOrder = useMutation({
    mutationFn: () => ordersApi.createOrder({ kind: "intent", contractId: id }),
    onSuccess: (order) => navigate(`/draw?order_id=${order.id}&contract_id=${id}`),
    onError: (e) => showError(e, t("common.failed")),
  });
  const share = useMutation({
    mutationFn: () => ordersApi.share(id, hours),
    onSuccess: (s) => setLink(`${window.location.origin}${s.url}`),
    onError: (e) => showError(e, t("common.failed")),
  });
  if (contract.isError)
    return (
      <Result
        status="warning"
        title={t("common.loadFailed")}
        subTitle={isApiError(contract.error) ? contract.error.message : undefined}
      />
    );
  if (!contract.data) return <Spin style={{ display: "block", margin: 48 }} />;
  const c = contract.data;
  const run = (fn: () => Promise<ContractDetail>) => change.mutate(fn);
  const print = async () => {
    try {
      const made = await ordersApi.printLink(c.orders.map((o) => o.id));
      window.open(made.url, "_blank");
    } catch (e) {
      showError(e, t("common.failed"));
    }
  };
  return (
    <Flex vertical gap={12} style={{ padding: 16 }} data-testid="contract-detail-page">
      <Card
        title={
          <Flex gap={8} align="center">
            <span data-testid="contract-title">{`${t("contract.no")} ${c.contractNo}`}</span>
            <Tag color="blue" data-testid="contract-status">
              {t(`state.${c.status}`)}
            </Tag>
            {c.confirmed && <Tag color="green">{t("contract.confirmed")}</Tag>}
            <Tag>{t(`customerConfirm.${c.customerConfirm}`)}</Tag>
          </Flex>
        }
        extra={<Link to={`/orders/edit-history?contractId=${id}`}>{t("history.title")}</Link>}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t("list.customer")}>{c.customer}</Descriptions.Item>
          <Descriptions.Item label={t("contract.phone")}>{c.phone}</Descriptions.Item>
          <Descriptions.Item label={t("contract.address")}>{c.address}</Descriptions.Item>
          <Descriptions.Item label={t("contract.type")}>{t(`type.${c.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t("contract.orderDate")}>{c.orderDate}</Descriptions.Item>
          <Descriptions.Item label={t("list.area")}>{c.area.toFixed(2)}</Descriptions.Item>
        </Descriptions>
        <ContractActions
          contract={c}
          busy={change.isPending}
          onFire={(event: ContractEvent, reason?: string) => run(() => ordersApi.fire(id, event, reason))}
          onConfirm={(confirmed) => run(() => ordersApi.confirm(id, confirmed))}
          onExport={(format, kind) =>
            ordersApi.download(id, format, kind).catch((e: unknown) => showError(e, t("common.failed")))
          }
          onShare={() => setSharing(true)}
          onPrint={print}
        />
      </Card>
      <Card
        size="small"
        title={t("contract.orders")}
        extra={
          c.sides.includes("owner") && (
            <Button
              onClick={() => newOrder.mutate()}
              loading={newOrder.isPending}
              data-testid="contract-new-order"
            >
              {t("contract.newOrder")}
            </Button>
          )
        }
      >
        <Table<Order>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={c.orders}
          columns={[
            {
              title: t("list.orderNo"),
              render: (_, o) => <Link to={`/orders/detail/${o.id}`}>{o.orderNo}</Link>,
            },
            { title: t("list.kind"), render: (_, o) => t(`kind.${o.kind}`) },
            { title: t("list.items"), dataIndex: "itemCount", align: "right" },
            { title: t("list.area"), align: "right", render: (_, o) => o.area.toFixed(2) },
            { title: t("list.amount"), align: "right", render: (_, o) => yuan(o.amount) },
          ]}
        />
      </Card>
      <ContractMoney
        contract={c}
        onDiscount={(body) => run(() => ordersApi.updateContract(id, body))}
        onAddQuote={(body) => run(() => ordersApi.addQuoteItem(id, body))}
        onRemoveQuote={(itemId) => run(() => ordersApi.removeQuoteItem(id, itemId))}
        onCollect={(body) => run(() => ordersApi.collect(id, body))}
      />
      <Modal
        open={sharing}
        title={t("share.title")}
        okText={t("share.create")}
        cancelText={t("common.cancel")}
        onCancel={() => {
          setSharing(false);
          setLink("");
        }}
        onOk={() => share.mutate()}
        confirmLoading={share.isPending}
      >
        <Flex vertical gap={12}>
          <Radio.Group
            value={hours === null ? "never" : "hours"}
            onChange={(e) => setHours(e.target.value === "never" ? null : 24)}
          >
            <Radio value="never">{t("share.never")}</Radio>
            <Radio value="hours">{t("share.hours")}</Radio>
          </Radio.Group>
          {hours !== null && (
            <InputNumber min={1} max={8760} value={hours} onChange={(v) => setHours(v ?? 1)} />
          )}
          {link && (
            <Typography.Paragraph copyable data-testid="share-link">
              {link}
            </Typography.Paragraph>
          )}
        </Flex>
      </Modal>
    </Flex>
  );
}

export const Component = withQueryClient(ContractDetailPage);
