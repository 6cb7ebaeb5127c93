import { routes } from "@fenestra/api";
import { WITHDRAW_UNIT_FEN, type WithdrawMethod, withdrawalRefusal } from "@fenestra/core/account/rewards";
import { yuanNumber } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Form, Input, InputNumber, Radio, Spin, Tag, Typography } from "antd";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showRefusal } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { RequiredItem } from "../../../shared/forms/RequiredItem.tsx";
import { PagedTable } from "../../../shared/list/PagedTable.tsx";
import { usePagedList } from "../../../shared/list/use-paged-list.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { PageTitle } from "../../../shared/ui/PageTitle.tsx";
import type { Column } from "../../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { moneyColumn, timeColumn } from "../../../shared/ui/value-columns.ts";
import { invitationApi, usePurchaseT, type Withdrawal } from "../../purchase/index.ts";
import { useAccountT } from "../i18n.ts";
import { RewardFigures } from "./InvitationPage.tsx";

const STATUS_COLOR = { in_process: "processing", transferred: "success", refused: "error" } as const;
const PAGE_SIZE = 10;

type Values = {
  method: WithdrawMethod;
  account: string;
  accountName: string;
  bank?: string;
  amount: number | null;
};

/**
 * personal-center.cash-apply: withdraw invitation rewards to Alipay or a bank card (SPEC §5, §9:
 * 300 yuan earned first, multiples of 100, never above the available balance; paid by hand within
 * 7 working days) and the history of withdrawals with their status.
 */
function CashApplyPage() {
  const t = useAccountT();
  const p = usePurchaseT();
  const invalidate = useInvalidate();
  const isMain = (useSession()?.userinfo?.fid ?? 0) === 0;
  const [form] = Form.useForm<Values>();
  const method = Form.useWatch("method", form) ?? "alipay";
  const summary = useQuery({ ...routeQuery(routes.invitation.summary), enabled: isMain });
  const history = usePagedList(routes.invitation.withdrawals, {}, { pageSize: PAGE_SIZE, enabled: isMain });
  const apply = useMutation({
    mutationFn: (values: Values) =>
      invitationApi.withdraw({
        method: values.method,
        account: values.account,
        accountName: values.accountName,
        bank: values.method === "bank" ? (values.bank ?? "") : "",
        amountFen: Math.round((values.amount ?? 0) * 100),
      }),
    onSuccess: () => {
      toast.success(p("withdraw.submitted"));
      form.resetFields(["amount"]);
      history.setPage(1);
      void invalidate(routes.invitation.summary, routes.invitation.withdrawals);
    },
    onError: showRefusal,
  });

  if (!isMain) return <Alert type="info" showIcon message={t("invite.mainOnly")} />;
  if (summary.isPending) return <Spin />;
  if (summary.isError) return <Alert type="error" showIcon message={t("invite.loadFailed")} />;
  const balance = summary.data;
  const belowThreshold = withdrawalRefusal(balance, WITHDRAW_UNIT_FEN * 3) === "withdraw.below_threshold";

  const columns: Column<Withdrawal>[] = [
    timeColumn(p("withdraw.date"), "createdAt", { primary: true }),
    moneyColumn(p("withdraw.amount"), "amountFen"),
    { title: p("withdraw.method"), dataIndex: "method", render: (m: WithdrawMethod) => p(`withdraw.${m}`) },
    {
      title: t("invite.to"),
      key: "to",
      render: (_: unknown, w) => [w.bank, w.account, w.accountName].filter(Boolean).join(" · "),
    },
    {
      title: p("withdraw.status"),
      dataIndex: "status",
      render: (s: Withdrawal["status"]) => (
        <Tag color={STATUS_COLOR[s]} data-testid="withdrawal-status">
          {p(`withdraw.${s}`)}
        </Tag>
      ),
    },
    timeColumn(t("invite.processedAt"), "processedAt"),
  ];

  const amountRule = {
    validator: async (_: unknown, yuan: number | null) => {
      if (yuan === null || yuan === undefined) throw new Error(p("withdraw.required"));
      const refusal = withdrawalRefusal(balance, Math.round(yuan * 100));
      if (refusal)
        throw new Error(t(`invite.refusal.${refusal.slice("withdraw.".length) as "below_threshold"}`));
    },
  };

  return (
    <div style={{ maxWidth: 860 }} data-testid="cash-apply-page">
      <PageTitle>{p("withdraw.title")}</PageTitle>
      <RewardFigures figures={balance} />
      <Alert type="info" showIcon style={{ margin: "16px 0" }} message={p("withdraw.rules")} />
      <Card style={{ marginBottom: 16 }}>
        {belowThreshold && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t("invite.refusal.below_threshold")}
            data-testid="withdraw-below-threshold"
          />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ method: "alipay", amount: null }}
          onFinish={(values) => apply.mutate(values)}
          disabled={belowThreshold}
          style={{ maxWidth: 420 }}
        >
          <Form.Item name="method" label={p("withdraw.method")}>
            <Radio.Group
              optionType="button"
              options={[
                { value: "alipay", label: <span data-testid="withdraw-alipay">{p("withdraw.alipay")}</span> },
                { value: "bank", label: <span data-testid="withdraw-bank">{p("withdraw.bank")}</span> },
              ]}
            />
          </Form.Item>
          {method === "bank" && (
            <RequiredItem
              name="bank"
              label={p("withdraw.bankName")}
              message={t("invite.accountRequired")}
              text
            >
              <Input maxLength={100} data-testid="withdraw-bank-name" />
            </RequiredItem>
          )}
          <RequiredItem
            name="account"
            label={method === "bank" ? p("withdraw.cardNumber") : p("withdraw.alipayAccount")}
            message={t("invite.accountRequired")}
            text
          >
            <Input maxLength={100} data-testid="withdraw-account" />
          </RequiredItem>
          <RequiredItem
            name="accountName"
            label={method === "bank" ? p("withdraw.cardholder") : p("withdraw.accountName")}
            message={t("invite.nameRequired")}
            text
          >
            <Input maxLength={100} data-testid="withdraw-name" />
          </RequiredItem>
          <Form.Item
            name="amount"
            label={p("withdraw.amount")}
            rules={[amountRule]}
            extra={p("withdraw.wholeYuan")}
          >
            <InputNumber
              min={0}
              step={yuanNumber(WITHDRAW_UNIT_FEN)}
              precision={0}
              style={{ width: "100%" }}
              data-testid="withdraw-amount"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="withdraw-submit">
            {p("withdraw.submit")}
          </Button>
        </Form>
      </Card>
      <Typography.Title level={5}>{p("withdraw.history")}</Typography.Title>
      <PagedTable<Withdrawal> list={history} rowKey="id" testId="withdrawal-history" columns={columns} />
    </div>
  );
}

export const Component = withQueryClient(CashApplyPage);
