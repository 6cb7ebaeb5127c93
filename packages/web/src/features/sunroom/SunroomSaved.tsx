// Saving the sunroom on the server, the company's saved sunrooms (open, delete) and the
// sunnyhouse contract made from the saved one (docs/sunroom.md "Saving, price and contract").
import { routes } from "@fenestra/api";
import type { Sunroom } from "@fenestra/core/sunroom/index";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Flex, Form, Input, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { requestIdKeeper } from "../../shared/api/request-key.ts";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { pagerOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type SavedSunroom, type SunroomListed, sunroomApi } from "./sunroom-api.ts";
import { useSunroomT } from "./sunroom-text.ts";

/** The saved sunroom the page shows: its id, the version read, its name and its contract. */
export type SavedState = { id: number; version: number; contractId: number | null } | null;

type ContractFields = { customer: string; phone?: string; address?: string };

const contractPath = (id: number) => `/orders/group-detail/${id}`;

export function SunroomSaved(props: {
  sunroom: Sunroom;
  /** The sunroom can be built (no refused field): only then is it saved. */
  ready: boolean;
  name: string;
  onName: (name: string) => void;
  saved: SavedState;
  onSaved: (saved: SavedState) => void;
  onOpen: (record: SavedSunroom) => void;
}) {
  const { sunroom, ready, name, onName, saved, onSaved, onOpen } = props;
  const t = useSunroomT();
  const client = useQueryClient();
  const list = usePagedList(routes.sunrooms.list, {}, { pageSize: 10 });
  const [ask, questionHolder] = useAskFirst();
  const [createKey] = useState(() => requestIdKeeper());
  const [contractKey] = useState(() => requestIdKeeper());
  const [contracting, setContracting] = useState(false);
  const [form] = Form.useForm<ContractFields>();
  const [nameError, setNameError] = useState<string | null>(null);
  const refresh = () => invalidate(client, routes.sunrooms.list, routes.sunrooms.detail);

  const save = useMutation({
    mutationFn: async () =>
      saved
        ? sunroomApi.update(saved.id, saved.version, name, sunroom)
        : sunroomApi.create(name, sunroom, createKey({ name, sunroom })),
    onSuccess: (record) => {
      setNameError(null);
      onSaved({ id: record.id, version: record.version, contractId: record.contractId });
      toast.success(t("saved.done", { name: record.name }));
      void refresh();
    },
    onError: (error) => showError(error, t("saved.failed")),
  });
  const saveNow = () => {
    if (name.trim() === "") {
      setNameError(t("saved.nameRequired"));
      return;
    }
    save.mutate();
  };
  const open = useMutation({
    mutationFn: (id: number) => sunroomApi.open(id),
    onSuccess: (record) => {
      onOpen(record);
      toast.success(t("saved.opened", { name: record.name }));
    },
    onError: (error) => showError(error, t("saved.failed")),
  });
  const remove = useMutation({
    mutationFn: (id: number) => sunroomApi.remove(id),
    onSuccess: (_, id) => {
      if (saved?.id === id) onSaved(null);
      toast.success(t("saved.deleted"));
      void refresh();
    },
    onError: (error) => showError(error, t("saved.failed")),
  });
  const contract = useMutation({
    mutationFn: async (body: ContractFields) => {
      // the contract is made from the sunroom as it is now: saved first
      const record = saved
        ? await sunroomApi.update(saved.id, saved.version, name, sunroom)
        : await sunroomApi.create(name, sunroom, createKey({ name, sunroom }));
      onSaved({ id: record.id, version: record.version, contractId: record.contractId });
      const made = await sunroomApi.contract(record.id, body, contractKey({ id: record.id, body }));
      return { made, record };
    },
    onSuccess: ({ made, record }) => {
      setContracting(false);
      onSaved({ id: record.id, version: record.version, contractId: made.id });
      toast.success(t("contract.made", { no: made.contractNo }));
      void refresh();
      void invalidate(client, routes.contracts.list);
    },
    onError: (error) => {
      if (!showAtField(form, error)) showError(error, t("contract.failed"));
    },
  });
  const makeContract = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // a phone or address left empty is not sent
    const { customer, phone, address } = values;
    contract.mutate({
      customer,
      ...(phone?.trim() ? { phone } : {}),
      ...(address?.trim() ? { address } : {}),
    });
  };

  const columns: Column<SunroomListed>[] = [
    { title: t("saved.name"), dataIndex: "name", primary: true },
    {
      title: t("saved.size"),
      render: (_, s) => `${s.width} × ${s.depth} · ${t(`roof.${s.roof}`)}`,
    },
    { title: t("saved.changed"), render: (_, s) => formatDateTime(s.updatedAt) },
    {
      title: t("saved.contract"),
      render: (_, s) =>
        s.contractId ? <Link to={contractPath(s.contractId)}>{t("saved.openContract")}</Link> : "—",
    },
    {
      title: "",
      actions: true,
      render: (_, s) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => open.mutate(s.id)} data-testid="sunroom-open">
            {t("saved.open")}
          </Button>
          <Button
            size="small"
            danger
            data-testid="sunroom-delete"
            onClick={() =>
              ask({
                title: t("saved.deleteTitle"),
                does: t("saved.deleteDoes", { name: s.name }),
                undo: t("saved.deleteUndo"),
                okText: t("saved.delete"),
                testId: "sunroom-delete-confirm",
                onOk: () => remove.mutateAsync(s.id).catch(() => undefined),
              })
            }
          >
            {t("saved.delete")}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Card size="small" title={t("saved.title")} style={{ marginBottom: 12 }} data-testid="sunroom-saved">
      {questionHolder}
      <Flex vertical gap={8}>
        <Form layout="vertical" component="div">
          <Form.Item
            label={t("saved.name")}
            validateStatus={nameError ? "error" : undefined}
            help={nameError ?? undefined}
            style={{ marginBottom: 8 }}
          >
            <Input
              value={name}
              maxLength={100}
              onChange={(e) => onName(e.target.value)}
              data-testid="sunroom-name"
            />
          </Form.Item>
        </Form>
        <Flex gap={8} wrap>
          <Button
            type="primary"
            disabled={!ready}
            loading={save.isPending}
            onClick={saveNow}
            data-testid="sunroom-save"
          >
            {saved ? t("saved.saveChanges") : t("saved.save")}
          </Button>
          <Button
            disabled={!ready || saved?.contractId != null}
            onClick={() => {
              if (name.trim() === "") setNameError(t("saved.nameRequired"));
              else setContracting(true);
            }}
            data-testid="sunroom-contract"
          >
            {t("contract.make")}
          </Button>
          {saved?.contractId != null && (
            <Link to={contractPath(saved.contractId)} data-testid="sunroom-contract-link">
              {t("saved.openContract")}
            </Link>
          )}
        </Flex>
        <Typography.Text type="secondary">{t("saved.hint")}</Typography.Text>
        <ResponsiveTable
          rowKey="id"
          columns={columns}
          dataSource={list.items}
          loading={list.query.isLoading}
          failed={list.query}
          pagination={pagerOf(list, true)}
          empty={t("saved.empty")}
          testId="sunroom-saved-list"
        />
      </Flex>
      <Dialog
        open={contracting}
        title={t("contract.title")}
        okText={t("contract.ok")}
        cancelText={t("contract.cancel")}
        confirmLoading={contract.isPending}
        onCancel={() => setContracting(false)}
        onOk={makeContract}
      >
        <Typography.Paragraph type="secondary">{t("contract.intro")}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="customer"
            label={t("contract.customer")}
            rules={[{ required: true, whitespace: true, message: t("contract.customerRequired") }]}
          >
            <Input maxLength={100} data-testid="sunroom-contract-customer" />
          </Form.Item>
          <Form.Item name="phone" label={t("contract.phone")}>
            <Input maxLength={20} data-testid="sunroom-contract-phone" />
          </Form.Item>
          <Form.Item name="address" label={t("contract.address")}>
            <Input maxLength={200} data-testid="sunroom-contract-address" />
          </Form.Item>
        </Form>
      </Dialog>
    </Card>
  );
}
