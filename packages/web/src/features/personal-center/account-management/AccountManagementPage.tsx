import { routes } from "@fenestra/api";
import { PERMISSION_KEYS } from "@fenestra/core/account/index";
import { useMutation } from "@tanstack/react-query";
import { Button, Flex, Form, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { accountApi, type SubAccount } from "../../../shared/api/endpoints/account.ts";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import { pagerOf, usePagedList } from "../../../shared/list/use-paged-list.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import { EditDeleteButtons } from "../../../shared/ui/EditDeleteButtons.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { SubAccountForm, type SubAccountFormValues, toPermanents } from "./SubAccountForm.tsx";

const PAGE_SIZE = 10;
const WORKSHOP_STAFF = 4;

/** personal-center.account-management: a main account's sub-accounts and their permissions. */
function AccountManagementPage() {
  const { t } = useTranslation("personal");
  // a trial account creates no accounts (SPEC §6): it is offered the upgrade instead
  const trial = useSession()?.userinfo?.is_ty === 1;
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState<SubAccount | "new" | null>(null);
  const [form] = Form.useForm<SubAccountFormValues>();
  const list = usePagedList(routes.subAccounts.list, {}, { pageSize: PAGE_SIZE });
  const refresh = () => invalidate(routes.subAccounts.list);

  const save = useMutation({
    mutationFn: async (values: SubAccountFormValues) => {
      const common = {
        nickname: values.nickname,
        permanents: toPermanents(values.granted),
        son_account_type: values.workshop ? WORKSHOP_STAFF : 0,
      } as const;
      if (editing === "new") {
        return accountApi.createSubAccount({ ...common, phone: values.phone, password: values.password });
      }
      return accountApi.updateSubAccount((editing as SubAccount).id, common);
    },
    onSuccess: () => {
      toast.success(t("subAccounts.saved"));
      setEditing(null);
      void refresh();
    },
    onError: (error) => showError(error, t("subAccounts.saveFailed")),
  });

  const remove = useMutation({
    mutationFn: (id: number) => accountApi.deleteSubAccount(id),
    onSuccess: () => {
      toast.success(translateKey("result.deleted"));
      void refresh();
    },
    onError: (error) => showError(error, t("subAccounts.deleteFailed")),
  });

  function open(target: SubAccount | "new") {
    form.resetFields();
    if (target !== "new") {
      form.setFieldsValue({
        nickname: target.nickname,
        workshop: target.son_account_type === WORKSHOP_STAFF,
        granted: PERMISSION_KEYS.filter((key) => target.permanents?.[key] === "1"),
      });
    }
    setEditing(target);
  }

  return (
    <div data-testid="account-management">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("subAccounts.title")}
        </Typography.Title>
        {trial ? (
          <Flex align="center" gap={8} wrap data-testid="sub-accounts-trial">
            <Typography.Text type="secondary">{t("subAccounts.trialCannotAdd")}</Typography.Text>
            <Link to="/purchase/upgrade">{t("subAccounts.upgrade")}</Link>
          </Flex>
        ) : (
          <Button type="primary" onClick={() => open("new")} data-testid="add-sub-account">
            {t("subAccounts.add")}
          </Button>
        )}
      </Flex>
      <Table<SubAccount>
        rowKey="id"
        // On a phone the columns scroll inside the table, not the page.
        scroll={{ x: "max-content" }}
        loading={list.query.isPending}
        dataSource={list.items}
        pagination={pagerOf(list)}
        columns={[
          { title: t("subAccounts.phone"), dataIndex: "phone_number" },
          { title: t("subAccounts.nickname"), dataIndex: "nickname" },
          {
            title: t("subAccounts.type"),
            render: (_, row) =>
              row.son_account_type === WORKSHOP_STAFF ? (
                <Tag>{t("subAccounts.workshopStaff")}</Tag>
              ) : (
                t("subAccounts.ordinary")
              ),
          },
          {
            title: t("subAccounts.permissions"),
            render: (_, row) =>
              t("subAccounts.grantedCount", {
                count: PERMISSION_KEYS.filter((key) => row.permanents?.[key] === "1").length,
                total: PERMISSION_KEYS.length,
              }),
          },
          {
            title: t("subAccounts.actions"),
            render: (_, row) => (
              <EditDeleteButtons
                edit={{ label: t("subAccounts.edit"), onClick: () => open(row) }}
                remove={{
                  label: t("subAccounts.delete"),
                  confirm: t("subAccounts.confirmDelete"),
                  onConfirm: () => remove.mutate(row.id),
                }}
              />
            ),
          },
        ]}
      />
      <Dialog
        open={editing !== null}
        title={editing === "new" ? t("subAccounts.add") : t("subAccounts.edit")}
        width={720}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form.validateFields().then(
            (values) => save.mutate(values),
            () => {},
          )
        }
        destroyOnHidden
        forceRender
      >
        <SubAccountForm form={form} editing={editing !== "new"} />
      </Dialog>
    </div>
  );
}

export const Component = withQueryClient(AccountManagementPage);
