import { routes } from "@fenestra/api";
import { Form, Input, InputNumber, Switch } from "antd";
import type { Column } from "../../../shared/ui/ResponsiveTable.tsx";
import { moneyColumn } from "../../../shared/ui/value-columns.ts";
import { ConsoleAddForm, useConsoleAdd } from "../ConsoleAddForm.tsx";
import { ConsoleList, useConsoleWrite, useWholeList } from "../ConsoleList.tsx";
import { useOperatorT } from "../i18n.ts";
import { type Coupon, type CouponBody, operatorApi } from "../operator-api.ts";

type Values = { pic?: string; link?: string; money: number };

/** Coupon activities (SPEC §3: pic, status, link, money): shown or hidden. */
export default function CouponsTab() {
  const t = useOperatorT();
  const list = useWholeList(routes.operator.coupons);
  const { form, create } = useConsoleAdd(
    // The value is typed in yuan with at most 2 decimals (the field refuses more): fen exactly.
    (v: Values) =>
      operatorApi.createCoupon({
        pic: v.pic ?? "",
        link: v.link ?? "",
        status: 1,
        moneyFen: Math.round(v.money * 100),
      }),
    routes.operator.coupons,
  );
  const update = useConsoleWrite(
    ({ id, body }: { id: number; body: CouponBody }) => operatorApi.updateCoupon(id, body),
    routes.operator.coupons,
  );
  const columns: Column<Coupon>[] = [
    moneyColumn(t("money"), "moneyFen", { primary: true }),
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
    <ConsoleList<Coupon> testId="operator-coupons" list={list} columns={columns}>
      <ConsoleAddForm<Values> form={form} write={create} submit={t("add")}>
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
      </ConsoleAddForm>
    </ConsoleList>
  );
}
