import { EditOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Flex, InputNumber, Modal, Radio, Tag, Typography } from "antd";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { useAreaFormat } from "../../shared/format/area.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { isStaleSave } from "../../shared/saving/stale-save.ts";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { ContractActions } from "./ContractActions.tsx";
import { ContractMoney } from "./ContractMoney.tsx";
import { ContractOrders } from "./ContractOrders.tsx";
import { ContractPartyForm, type PartySave } from "./ContractPartyForm.tsx";
import { NotLoaded } from "./NotLoaded.tsx";
import { type ContractDetail, type ContractEdit, type ContractEvent, ordersApi } from "./orders-api.ts";

/** /orders/group-detail/{id}: one contract — orders, price, quote items, collections, actions, outputs, share. */
function ContractDetailPage() {
  const t = useOrdersT();
  const area = useAreaFormat();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const fileJob = useFileJob();
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [hours, setHours] = useState<number | null>(null);
  const [link, setLink] = useState<string>("");
  const detail = routeQuery(routes.contracts.detail, { params: { id } });
  const contract = useQuery({ ...detail, enabled: id > 0 });
  const reload = () => invalidate(routes.contracts.detail);
  const change = useMutation({
    mutationFn: (run: () => Promise<ContractDetail>) => run(),
    onSuccess: (data) => {
      const before = client.getQueryData<ContractDetail>(detail.queryKey);
      client.setQueryData(detail.queryKey, data);
      toast.success(t("common.saved"));
      // Asked once, when the last payment leaves nothing to pay (SPEC §4).
      if (data.settlePrompt && !before?.settlePrompt)
        Modal.confirm({
          title: t("collect.settlePrompt"),
          okText: t("event.confirm_balance"),
          cancelText: t("common.later"),
          okButtonProps: { "data-testid": "settle-ok" },
          onOk: () => change.mutateAsync(() => ordersApi.fire(id, "confirm_balance")),
        });
    },
    // A stale save is answered by the conflict dialog (edit below), not a toast.
    onError: (e) => isStaleSave(e) || showError(e, t("common.failed")),
  });
  const stale = useStaleSave();
  const removeQuote = useMutation({
    mutationFn: (itemId: number) => ordersApi.removeQuoteItem(id, itemId),
    onSuccess: (data) => {
      client.setQueryData(detail.queryKey, data);
      toast.success(translateKey("result.deleted"));
    },
    onError: (e) => showError(e, translateKey("result.deleteFailed")),
  });
  const share = useMutation({
    mutationFn: () => ordersApi.share(id, hours),
    onSuccess: (s) => setLink(`${window.location.origin}${s.url}`),
    onError: (e) => showError(e, t("common.failed")),
  });
  if (contract.isError || !contract.data) return <NotLoaded query={contract} />;
  const c = contract.data;
  const run = (fn: () => Promise<ContractDetail>) => change.mutate(fn);
  /** For forms: resolves when saved, rejects with the error the form shows at its field. */
  const save = (fn: () => Promise<ContractDetail>) => change.mutateAsync(fn);
  /**
   * Saves the contract's own fields against the version this page shows; when someone else saved
   * it since, the dialog offers to reload theirs (the form closes) or to overwrite it.
   */
  const edit = async (body: ContractEdit) => {
    try {
      return await save(() => ordersApi.updateContract(id, { ...body, version: c.version }));
    } catch (e) {
      stale.offer(e, {
        reload: () => {
          setEditing(false);
          return reload();
        },
        overwrite: () =>
          save(() => ordersApi.updateContract(id, { ...body, overwrite: true })).then(
            () => setEditing(false),
            () => undefined,
          ),
      });
      throw e;
    }
  };
  const editable = c.sides.includes("owner") && c.status !== "settled";
  const print = async () => {
    try {
      const made = await ordersApi.printLink(c.orders.map((o) => o.id));
      window.open(made.url, "_blank");
    } catch (e) {
      showError(e, t("common.failed"));
    }
  };
  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid="contract-detail-page">
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <span data-testid="contract-title">{`${t("contract.no")} ${c.contractNo}`}</span>
            <Tag color="blue" data-testid="contract-status">
              {t(`state.${c.status}`)}
            </Tag>
            {c.confirmed && <Tag color="green">{t("contract.confirmed")}</Tag>}
            <Tag>{t(`customerConfirm.${c.customerConfirm}`)}</Tag>
          </Flex>
        }
        extra={<Link to={`/orders/edit-history?contractId=${id}`}>{t("history.title")}</Link>}
        styles={{
          header: { flexWrap: "wrap", rowGap: 8, paddingBlock: 8 },
          title: { whiteSpace: "normal", overflow: "visible" },
        }}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          data-testid="contract-party"
          extra={
            editable && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="contract-edit">
                {t("contract.edit")}
              </Button>
            )
          }
        >
          <Descriptions.Item label={t("list.customer")}>
            {c.customerId ? (
              <Link to={`/manage/customerManagement/${c.customerId}`} data-testid="contract-customer-value">
                {c.customer}
              </Link>
            ) : (
              <span data-testid="contract-customer-value">{c.customer}</span>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t("contract.phone")}>
            <span style={{ whiteSpace: "nowrap" }} data-testid="contract-phone-value">
              {c.phone}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t("contract.address")}>
            <span data-testid="contract-address-value">{c.address}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("contract.type")}>
            {t(`type.${c.type}`)}
            {c.sunroom && (
              <>
                {" · "}
                <Link to={`/sunnyHouse?id=${c.sunroom.id}`} data-testid="contract-sunroom">
                  {t("contract.sunroom", { name: c.sunroom.name })}
                </Link>
              </>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t("contract.orderDate")}>
            <span style={{ whiteSpace: "nowrap" }}>{formatDate(c.orderDate)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("list.area", { unit: area.unit })}>
            {area.value(c.area)}
          </Descriptions.Item>
        </Descriptions>
        <ContractActions
          contract={c}
          busy={change.isPending}
          onFire={(event: ContractEvent, reason?: string) => run(() => ordersApi.fire(id, event, reason))}
          onConfirm={(confirmed) => run(() => ordersApi.confirm(id, confirmed))}
          onExport={(format, kind) =>
            fileJob
              .run(() => ordersApi.download(id, format, kind))
              .catch((e: unknown) => showError(e, t("common.failed")))
          }
          onShare={() => setSharing(true)}
          onPrint={print}
        />
        {fileJob.node}
      </Card>
      <ContractOrders
        contract={c}
        onChanged={reload}
        onAttached={(data) => client.setQueryData(detail.queryKey, data)}
      />
      <ContractPartyForm
        open={editing}
        title={t("contract.edit")}
        initial={{ customer: c.customer, phone: c.phone, address: c.address, customerId: c.customerId }}
        onClose={() => setEditing(false)}
        onSave={(values: PartySave) => edit(values)}
      />
      <ContractMoney
        contract={c}
        onDiscount={edit}
        onAddQuote={(body) => save(() => ordersApi.addQuoteItem(id, body))}
        onRemoveQuote={(itemId) => removeQuote.mutate(itemId)}
        onCollect={({ idempotencyKey, ...body }) =>
          // A payment is news in the message centre: the top bar's unread count is read again.
          save(() => ordersApi.collect(id, body, idempotencyKey)).finally(
            () => void invalidate(routes.messages),
          )
        }
      />
      {stale.dialog}
      <Dialog
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
      </Dialog>
    </Flex>
  );
}

export const Component = withQueryClient(ContractDetailPage);
