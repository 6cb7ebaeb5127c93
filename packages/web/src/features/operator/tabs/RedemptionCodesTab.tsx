import { routes } from "@fenestra/api";
import { EDITIONS, type MODULES, modulesOnSale, TERMS } from "@fenestra/core/account/entitlements";
import { type PurchaseItem, TOP_UP_AMOUNTS } from "@fenestra/core/account/purchase";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Form, InputNumber, Select, Typography } from "antd";
import { RequiredItem } from "../../../shared/forms/RequiredItem.tsx";
import { usePagedList } from "../../../shared/list/use-paged-list.ts";
import type { Column } from "../../../shared/ui/ResponsiveTable.tsx";
import { timeColumn } from "../../../shared/ui/value-columns.ts";
import { itemLabel, purchaseText } from "../../purchase/index.ts";
import { ConsoleAddForm } from "../ConsoleAddForm.tsx";
import { ConsoleList, useConsoleWrite } from "../ConsoleList.tsx";
import { useOperatorT } from "../i18n.ts";
import { operatorApi, type RedemptionCode } from "../operator-api.ts";

type Values = {
  kind: PurchaseItem["kind"];
  edition: keyof typeof EDITIONS;
  term: (typeof TERMS)[number];
  quantity: number;
  module: keyof typeof MODULES;
  seats: number;
  amountFen: number;
  count: number;
};

function itemOf(v: Values): PurchaseItem {
  switch (v.kind) {
    case "edition":
      return { kind: "edition", edition: v.edition, term: v.term, quantity: v.quantity };
    case "upgrade":
      return { kind: "upgrade", edition: v.edition };
    case "seats":
      return { kind: "seats", count: v.seats };
    case "module":
      return { kind: "module", module: v.module };
    case "topup":
      return { kind: "topup", amountFen: v.amountFen };
  }
}

/** Redemption codes: each grants one purchase without payment, once. */
export default function RedemptionCodesTab() {
  const t = useOperatorT();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch("kind", form) ?? "edition";
  const list = usePagedList(routes.operator.codes, {});
  const create = useConsoleWrite(
    (v: Values) => operatorApi.createCodes(itemOf(v), v.count),
    routes.operator.codes,
  );
  const columns: Column<RedemptionCode>[] = [
    {
      title: t("code"),
      dataIndex: "code",
      primary: true,
      render: (code: string) => <Typography.Text copyable>{code}</Typography.Text>,
    },
    { title: t("item"), dataIndex: "item", render: (item: PurchaseItem) => itemLabel(item) },
    timeColumn(t("date"), "createdAt"),
    { title: t("redeemedBy"), dataIndex: "redeemedBy", render: (c: string | null) => c ?? "—" },
  ];
  const editions = Object.keys(EDITIONS).map((e) => ({
    value: e,
    label: purchaseText(`edition.${e as "pro"}`),
  }));
  return (
    <ConsoleList<RedemptionCode> testId="operator-codes" list={list} columns={columns}>
      <ConsoleAddForm<Values>
        form={form}
        write={create}
        submit={t("generate")}
        submitTestId="generate-codes"
        initialValues={{
          kind: "edition",
          edition: "pro",
          term: "year",
          quantity: 1,
          module: "crm",
          seats: 1,
          amountFen: TOP_UP_AMOUNTS[0],
          count: 1,
        }}
      >
        <Form.Item name="kind" label={t("kind")}>
          <Select
            style={{ width: 120 }}
            options={(["edition", "upgrade", "seats", "module", "topup"] as const).map((k) => ({
              value: k,
              label: t(`kinds.${k}`),
            }))}
          />
        </Form.Item>
        {(kind === "edition" || kind === "upgrade") && (
          <Form.Item name="edition">
            <Select style={{ width: 200 }} options={editions} />
          </Form.Item>
        )}
        {kind === "edition" && (
          <>
            <Form.Item name="term">
              <Select
                style={{ width: 90 }}
                options={TERMS.map((term) => ({ value: term, label: purchaseText(`term.${term}`) }))}
              />
            </Form.Item>
            <RequiredItem name="quantity" message={t("required")}>
              <InputNumber min={1} max={10} precision={0} />
            </RequiredItem>
          </>
        )}
        {kind === "module" && (
          <Form.Item name="module">
            <Select
              style={{ width: 180 }}
              options={modulesOnSale().map((m) => ({
                value: m,
                label: purchaseText(`module.${m as "crm"}`),
              }))}
            />
          </Form.Item>
        )}
        {kind === "seats" && (
          <RequiredItem name="seats" message={t("required")}>
            <InputNumber min={1} max={50} precision={0} />
          </RequiredItem>
        )}
        {kind === "topup" && (
          <Form.Item name="amountFen">
            <Select
              style={{ width: 120 }}
              options={TOP_UP_AMOUNTS.map((fen) => ({ value: fen, label: formatYuan(fen) }))}
            />
          </Form.Item>
        )}
        <RequiredItem name="count" label={t("count")} message={t("required")}>
          <InputNumber min={1} max={100} precision={0} />
        </RequiredItem>
      </ConsoleAddForm>
    </ConsoleList>
  );
}
