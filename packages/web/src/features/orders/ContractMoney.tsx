import type { BodyIn, routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import {
  collectionAmountSchema,
  discountPercentSchema,
  markupPercentSchema,
  priceFenSchema,
  quoteLineSchema,
  yuanToFen,
} from "@fenestra/core/workflows/contract-fields";
import { Button, Card, Flex, Form, Input, InputNumber, Select, Statistic } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { contractRule, ruleText, showAtField, yuanRule } from "../../shared/forms/field-rules.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { AccountSelect } from "../finance/index.ts";
import {
  COLLECTION_METHODS,
  type Collection,
  type CollectionMethod,
  type ContractDetail,
  type QuoteItem,
} from "./orders-api.ts";
import { PriceSteps } from "./PriceSteps.tsx";

type Save<T> = (body: T) => Promise<unknown>;
type QuoteBody = BodyIn<typeof routes.quotes.add>;

type Props = {
  contract: ContractDetail;
  /** Each save resolves when done and rejects with the error its form shows at the field. */
  onDiscount: Save<{ discountPercent?: number; markupPercent?: number }>;
  onAddQuote: Save<QuoteBody>;
  onRemoveQuote: (id: number) => void;
  onCollect: Save<{ amount: number; method: CollectionMethod; accountId?: number; idempotencyKey: string }>;
};

/** Money shows as everywhere else (2 decimals, no grouping), not antd's grouped number. */
const plain = (value: number | string) => String(value);

/** An amount of the contract (fen), shown in yuan as written, not regrouped by the statistic. */
function Money({ title, amount, testId }: { title: string; amount: number; testId?: string }) {
  return <Statistic formatter={plain} title={title} value={formatYuan(amount)} data-testid={testId} />;
}
const fen = (yuanValue: number) => yuanToFen(yuanValue) ?? Math.round(yuanValue * 100);
const countField = quoteLineSchema.shape.count.unwrap();

/** A card of the contract's rows by id (quote items, collections), with what adds to them below. */
function RowsCard<T extends { id: number }>(props: {
  title: string;
  rows: readonly T[];
  columns: Column<T>[];
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card size="small" title={props.title}>
      <ResponsiveTable<T> rowKey="id" dataSource={props.rows} columns={props.columns} testId={props.testId} />
      {props.children}
    </Card>
  );
}

/**
 * Price (base, discount, markup, agency), quote items and collections of one contract. Every
 * field is checked by core's rule and nothing is clamped: a wrong value stays in the field,
 * refused with what is allowed, and nothing is saved.
 */
export function ContractMoney({ contract: c, onDiscount, onAddQuote, onRemoveQuote, onCollect }: Props) {
  const t = useOrdersT();
  const [priceForm] = Form.useForm();
  const [quoteForm] = Form.useForm();
  const [collectForm] = Form.useForm();
  // One key per payment the user means: kept while the same values are re-sent, new after a
  // change or a success, so a double tap or a retry records the payment once.
  const paymentKey = useRef<string | null>(null);
  const [paying, setPaying] = useState(false);
  const isOwner = c.sides.includes("owner");
  const editable = isOwner && c.status !== "settled";
  const quoteColumns: Column<QuoteItem>[] = [
    { title: t("quote.name"), dataIndex: "name", primary: true },
    { title: t("item.price"), align: "right", render: (_, q) => formatYuan(q.price) },
    { title: t("item.count"), dataIndex: "count", align: "right" },
    { title: t("price.discount"), align: "right", render: (_, q) => `${q.discountPercent}%` },
    { title: t("quote.note"), dataIndex: "note" },
    { title: t("list.amount"), align: "right", render: (_, q) => formatYuan(q.amount) },
  ];
  if (editable)
    quoteColumns.push({
      title: "",
      key: "actions",
      actions: true,
      render: (_, q) => (
        <Button size="small" danger onClick={() => onRemoveQuote(q.id)}>
          {t("common.delete")}
        </Button>
      ),
    });
  const collectionColumns: Column<Collection>[] = [
    { title: t("collect.date"), render: (_, k) => formatDate(k.createdAt), primary: true },
    { title: t("collect.method"), render: (_, k) => t(`method.${k.method as "alipay"}`) },
    { title: t("list.amount"), align: "right", render: (_, k) => formatYuan(k.amount) },
  ];
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t("price.title")}>
        <Flex gap={24} wrap align="end">
          <Money title={t("price.base")} amount={c.baseAmount} />
          {c.agencyAmount !== null && <Money title={t("price.agency")} amount={c.agencyAmount} />}
          <Money title={t("price.total")} amount={c.amount} testId="contract-amount" />
          <Money title={t("price.collected")} amount={c.collected} />
          <Money title={t("price.balance")} amount={c.balance} testId="contract-balance" />
        </Flex>
        <PriceSteps contract={c} />
        {editable && (
          <Form
            form={priceForm}
            layout="inline"
            style={{ marginTop: 12, rowGap: 8 }}
            key={`${c.discountPercent}-${c.markupPercent}`}
            initialValues={{ discountPercent: c.discountPercent, markupPercent: c.markupPercent }}
            onFinish={(v: { discountPercent: number; markupPercent: number }) =>
              onDiscount(v).catch((e: unknown) => showAtField(priceForm, e))
            }
          >
            <RequiredItem
              name="discountPercent"
              label={t("price.discount")}
              tooltip={t("price.discountHint")}
              message={ruleText("pricing.invalid_discount")}
              rules={[contractRule(discountPercentSchema)]}
            >
              <InputNumber suffix="%" style={{ width: 110 }} data-testid="contract-discount" />
            </RequiredItem>
            <RequiredItem
              name="markupPercent"
              label={t("price.markup")}
              message={ruleText("pricing.invalid_markup")}
              rules={[contractRule(markupPercentSchema)]}
            >
              <InputNumber suffix="%" style={{ width: 110 }} data-testid="contract-markup" />
            </RequiredItem>
            <Button htmlType="submit" data-testid="contract-discount-save">
              {t("common.save")}
            </Button>
          </Form>
        )}
      </Card>
      <RowsCard title={t("quote.title")} rows={c.quoteItems} columns={quoteColumns} testId="quote-items">
        {editable && (
          <Form
            form={quoteForm}
            layout="inline"
            style={{ marginTop: 8, rowGap: 8 }}
            initialValues={{ count: 1, discountPercent: 100 }}
            onFinish={(v: QuoteBody & { note?: string }) =>
              onAddQuote({ ...v, price: fen(v.price), note: v.note ?? "" })
                .then(() => quoteForm.resetFields())
                .catch((e: unknown) => showAtField(quoteForm, e))
            }
          >
            <RequiredItem
              name="name"
              message={t("quote.nameRequired")}
              rules={[contractRule(quoteLineSchema.shape.name)]}
            >
              <Input placeholder={t("quote.name")} data-testid="quote-name" />
            </RequiredItem>
            <RequiredItem name="price" message={t("quote.priceRequired")} rules={[yuanRule(priceFenSchema)]}>
              <InputNumber placeholder={t("item.price")} style={{ width: 120 }} data-testid="quote-price" />
            </RequiredItem>
            <Form.Item name="count" label={t("item.count")} rules={[contractRule(countField)]}>
              <InputNumber style={{ width: 80 }} data-testid="quote-count" />
            </Form.Item>
            <Form.Item
              name="discountPercent"
              label={t("price.discount")}
              rules={[contractRule(discountPercentSchema)]}
            >
              <InputNumber suffix="%" style={{ width: 100 }} data-testid="quote-discount" />
            </Form.Item>
            <Form.Item name="note">
              <Input placeholder={t("quote.note")} />
            </Form.Item>
            <Button htmlType="submit" data-testid="quote-add">
              {t("common.add")}
            </Button>
          </Form>
        )}
      </RowsCard>
      {isOwner && (
        <RowsCard
          title={t("collect.title")}
          rows={c.collections}
          columns={collectionColumns}
          testId="collections"
        >
          {c.status !== "settled" && (
            <Form
              form={collectForm}
              layout="inline"
              style={{ marginTop: 8, rowGap: 8 }}
              initialValues={{ method: "wechat" }}
              onValuesChange={() => {
                paymentKey.current = null;
              }}
              onFinish={(v: { amount: number; method: CollectionMethod; accountId?: number }) => {
                paymentKey.current ??= newRequestKey();
                setPaying(true);
                onCollect({
                  amount: fen(v.amount),
                  method: v.method,
                  ...(v.accountId ? { accountId: v.accountId } : {}),
                  idempotencyKey: paymentKey.current,
                })
                  .then(() => {
                    paymentKey.current = null;
                    collectForm.resetFields();
                  })
                  .catch((e: unknown) => showAtField(collectForm, e))
                  .finally(() => setPaying(false));
              }}
            >
              <Form.Item
                name="amount"
                extra={t("collect.balanceHint", { balance: formatYuan(c.balance) })}
                rules={[
                  { required: true, message: t("collect.amountRequired") },
                  yuanRule(collectionAmountSchema, (amount) =>
                    amount > c.balance
                      ? ruleText("collection.exceeds_balance", { balance: formatYuan(c.balance) })
                      : undefined,
                  ),
                ]}
              >
                <InputNumber
                  placeholder={t("list.amount")}
                  style={{ width: 140 }}
                  data-testid="collect-amount"
                />
              </Form.Item>
              <Form.Item name="method">
                <Select
                  style={{ width: 140 }}
                  options={COLLECTION_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
                />
              </Form.Item>
              <AccountSelect />
              <Button htmlType="submit" loading={paying} data-testid="collect-add">
                {t("collect.add")}
              </Button>
            </Form>
          )}
        </RowsCard>
      )}
    </Flex>
  );
}
