import { routes } from "@fenestra/api";
import { RECEIPT_ACCOUNT_TYPES } from "@fenestra/core/finance/index";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, type ButtonProps, Flex, Form, Input, Select, Switch, Tag } from "antd";
import { useState } from "react";
import { api } from "../../shared/api/client.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { EditDeleteButtons } from "../../shared/ui/EditDeleteButtons.tsx";
import { EmptyState } from "../../shared/ui/EmptyState.tsx";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type Account, type AccountBody, financeApi } from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";

/** The receipt accounts with their balances: add, edit, make default, delete (refused with entries). */
export function AccountsPanel() {
  const t = useFinanceT();
  const invalidate = useInvalidate();
  const accounts = useQuery(routeQuery(routes.finance.accounts));
  const [editing, setEditing] = useState<Account | "new" | null>(null);
  const refresh = () => invalidate(routes.finance);
  const remove = useMutation({
    mutationFn: financeApi.deleteAccount,
    onSuccess: () => {
      toast.success(translateKey("result.deleted"));
      void refresh();
    },
    onError: (e) => showError(e, translateKey("result.deleteFailed")),
  });
  const columns: Column<Account>[] = [
    {
      title: t("account.name"),
      primary: true,
      render: (_, a) => (
        <Flex gap={6} align="center" wrap>
          {a.name}
          {a.isDefault && <Tag color="blue">{t("account.default")}</Tag>}
        </Flex>
      ),
    },
    { title: t("account.type"), render: (_, a) => t(`type.${a.type}`) },
    { title: t("account.number"), dataIndex: "number" },
    { title: t("account.bankName"), dataIndex: "bankName" },
    {
      title: t("account.balance"),
      align: "right",
      render: (_, a) => <span data-testid={`balance-${a.id}`}>{formatYuan(a.balance)}</span>,
    },
    {
      title: "",
      key: "actions",
      actions: true,
      render: (_, a) => (
        <EditDeleteButtons
          edit={{ label: t("account.edit"), onClick: () => setEditing(a) }}
          remove={{
            label: t("account.delete"),
            confirm: t("account.confirmDelete"),
            onConfirm: () => remove.mutate(a.id),
          }}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8}>
        <Button type="primary" onClick={() => setEditing("new")} data-testid="account-new">
          {t("account.add")}
        </Button>
      </Flex>
      <ResponsiveTable<Account>
        rowKey="id"
        testId="account-rows"
        loading={accounts.isLoading}
        dataSource={accounts.data ?? []}
        columns={columns}
        failed={accounts}
        empty={
          <EmptyState
            text={t("account.firstUse")}
            action={{ label: t("account.add"), onClick: () => setEditing("new") }}
          />
        }
      />
      {editing && (
        <AccountModal
          account={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Flex>
  );
}

function AccountModal({
  account,
  onClose,
  onSaved,
}: {
  account: Account | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFinanceT();
  const [form] = Form.useForm<AccountBody>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch("type", form);
  // The version this form read: an edit is saved against it (a reload reads it again).
  const [version, setVersion] = useState(account?.version ?? 0);
  const stale = useStaleSave();
  const saved = () => {
    toast.success(t("saved"));
    onSaved();
  };
  const failed = (e: unknown) => {
    if (!showAtField(form, e)) showError(e, t("failed"));
  };
  const reload = (id: number) =>
    api.call(routes.finance.accounts).then((all) => {
      const now = all.find((a) => a.id === id);
      if (!now) return;
      setVersion(now.version);
      form.setFieldsValue(now);
    }, failed);
  const save = (body: AccountBody) => {
    setSaving(true);
    (account ? financeApi.updateAccount(account.id, { ...body, version }) : financeApi.createAccount(body))
      .then(saved)
      .catch((e: unknown) => {
        const offered =
          account !== null &&
          stale.offer(e, {
            reload: () => reload(account.id),
            overwrite: () =>
              financeApi.updateAccount(account.id, { ...body, overwrite: true }).then(saved, failed),
          });
        if (!offered && !showAtField(form, e)) showError(e, t("failed"));
      })
      .finally(() => setSaving(false));
  };
  return (
    <Dialog
      open
      title={account ? t("account.edit") : t("account.add")}
      onCancel={onClose}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      okButtonProps={{ "data-testid": "account-save" } as ButtonProps}
    >
      {stale.dialog}
      <Form
        form={form}
        layout="vertical"
        initialValues={account ?? { type: "wechat", isDefault: false }}
        onFinish={save}
      >
        <Form.Item name="type" label={t("account.type")}>
          <Select options={RECEIPT_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
        </Form.Item>
        <RequiredItem
          name="name"
          label={t("account.name")}
          message={t("account.nameRequired")}
          text
          rules={[{ max: 50 }]}
        >
          <Input data-testid="account-name" maxLength={50} />
        </RequiredItem>
        <Form.Item name="number" label={t("account.number")} rules={[{ max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        {type === "bank_card" && (
          <Form.Item name="bankName" label={t("account.bankName")} rules={[{ max: 50 }]}>
            <Input maxLength={50} />
          </Form.Item>
        )}
        <Form.Item name="isDefault" label={t("account.makeDefault")} valuePropName="checked">
          <Switch disabled={account?.isDefault} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
