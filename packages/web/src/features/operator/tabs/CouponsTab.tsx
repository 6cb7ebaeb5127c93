import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, InputNumber, Switch } from "antd";
import { type Column, ResponsiveTable } from "../../../shared/ui/ResponsiveTable.tsx";
import { showFailure } from "../../purchase/i18n.ts";
import { type Coupon, type CouponBody, operatorApi } from "../../purchase/purchase-api.ts";
import { useOperatorT } from "../i18n.ts";

type Values = { pic?: string; link?: string; money: number };

/** Coupon activities (SPEC §3: pic, status, link, money): shown or hidden. */
export default function CouponsTab() {
  const t = useOperatorT();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const list = useQuery({ queryKey: ["operator-coupons"], queryFn: () => operatorApi.coupons() });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["operator-coupons"] });
  const create = useMutation({
    // The value is typed in yuan with at most 2 decimals (the field refuses more): fen exactly.
    mutationFn: (v: Values) =>
      operatorApi.createCoupon({
        pic: v.pic ?? "",
        link: v.link ?? "",
        status: 1,
        moneyFen: Math.round(v.money * 100),
      }),
    onSuccess: () => {
      form.resetFields();
      refresh();
    },
    onError: showFailure,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: CouponBody }) => operatorApi.updateCoupon(id, body),
    onSuccess: refresh,
    onError: showFailure,
  });
  const columns: Column<Coupon>[] = [
    { title: t("money"), dataIndex: "moneyFen", primary: true, render: (fen: number) => formatYuan(fen) },
    { title: t("pic"), dataIndex: "pic" },
    { title: t("url"), dataIndex: "link" },
    {
      title: t("status"),
      dataIndex: "status",
      render: (status: number, row) => (
        <Switch
          checked={status === 1}
          checkedChildren={t("shown")}
          unCheckedChildren={t("hidden")}
          onChange={(on) =>
            update.mutate({
              id: row.id,
              body: { pic: row.pic, link: row.link, moneyFen: row.moneyFen, status: on ? 1 : 0 },
            })
          }
        />
      ),
    },
  ];
  return (
    <div data-testid="operator-coupons">
      <Form<Values>
        form={form}
        layout="inline"
        onFinish={(v) => create.mutate(v)}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item
          name="money"
          label={t("money")}
          rules={[
            { required: true, message: t("required") },
            {
              validator: async (_, v: number) =>
                Number.isInteger(Math.round(v * 100 * 1e6) / 1e6) && v > 0
                  ? undefined
                  : Promise.reject(new Error(t("required"))),
            },
          ]}
        >
          <InputNumber min={0.01} step={1} />
        </Form.Item>
        <Form.Item name="pic" label={t("pic")}>
          <Input type="url" maxLength={500} />
        </Form.Item>
        <Form.Item name="link" label={t("url")}>
          <Input type="url" maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t("add")}
        </Button>
      </Form>
      <ResponsiveTable<Coupon>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
      />
    </div>
  );
}
