import { Button, Card, Flex, Form, Input, InputNumber, Select, Statistic, Table } from "antd";
import { useOrdersT, yuan } from "./i18n.ts";
import { COLLECTION_METHODS, type Collection, type ContractDetail, type QuoteItem } from "./orders-api.ts";

type Props = {
  contract: ContractDetail;
  onDiscount: (body: { discountPercent?: number; markupPercent?: number }) => void;
  onAddQuote: (body: {
    name: string;
    price: number;
    count: number;
    discountPercent: number;
    note: string;
  }) => void;
  onRemoveQuote: (id: number) => void;
  onCollect: (body: { amount: number; method: string }) => void;
};

const fen = (yuanValue: number) => Math.round(yuanValue * 100);
/** Money shows as everywhere else (2 decimals, no grouping), not antd's grouped number. */
const plain = (value: number | string) => String(value);

/** Price (base, discount, markup, agency), quote items and collections of one contract. */
export function ContractMoney({ contract: c, onDiscount, onAddQuote, onRemoveQuote, onCollect }: Props) {
  const t = useOrdersT();
  const [quoteForm] = Form.useForm();
  const [collectForm] = Form.useForm();
  const isOwner = c.sides.includes("owner");
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t("price.title")}>
        <Flex gap={32} wrap align="end">
          <Statistic formatter={plain} title={t("price.base")} value={yuan(c.baseAmount)} />
          {c.agencyAmount !== null && (
            <Statistic formatter={plain} title={t("price.agency")} value={yuan(c.agencyAmount)} />
          )}
          <Statistic
            formatter={plain}
            title={t("price.total")}
            value={yuan(c.amount)}
            data-testid="contract-amount"
          />
          <Statistic formatter={plain} title={t("price.collected")} value={yuan(c.collected)} />
          <Statistic formatter={plain} title={t("price.balance")} value={yuan(c.balance)} />
          {isOwner && (
            <Form
              layout="inline"
              key={`${c.discountPercent}-${c.markupPercent}`}
              initialValues={{ discountPercent: c.discountPercent, markupPercent: c.markupPercent }}
              onFinish={onDiscount}
            >
              <Form.Item name="discountPercent" label={t("price.discount")}>
                <InputNumber min={1} max={100} suffix="%" data-testid="contract-discount" />
              </Form.Item>
              <Form.Item name="markupPercent" label={t("price.markup")}>
                <InputNumber min={100} max={1000} suffix="%" />
              </Form.Item>
              <Button htmlType="submit" data-testid="contract-discount-save">
                {t("common.save")}
              </Button>
            </Form>
          )}
        </Flex>
      </Card>
      <Card size="small" title={t("quote.title")}>
        <Table<QuoteItem>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={c.quoteItems}
          columns={[
            { title: t("quote.name"), dataIndex: "name" },
            { title: t("item.price"), align: "right", render: (_, q) => yuan(q.price) },
            { title: t("item.count"), dataIndex: "count", align: "right" },
            { title: t("price.discount"), align: "right", render: (_, q) => `${q.discountPercent}%` },
            { title: t("quote.note"), dataIndex: "note" },
            { title: t("list.amount"), align: "right", render: (_, q) => yuan(q.amount) },
            {
              title: "",
              render: (_, q) =>
                isOwner ? (
                  <Button size="small" danger onClick={() => onRemoveQuote(q.id)}>
                    {t("common.delete")}
                  </Button>
                ) : null,
            },
          ]}
        />
        {isOwner && (
          <Form
            form={quoteForm}
            layout="inline"
            style={{ marginTop: 8 }}
            initialValues={{ count: 1, discountPercent: 100 }}
            onFinish={(v: {
              name: string;
              price: number;
              count: number;
              discountPercent: number;
              note?: string;
            }) => {
              onAddQuote({ ...v, price: fen(v.price), note: v.note ?? "" });
              quoteForm.resetFields();
            }}
          >
            <Form.Item name="name" rules={[{ required: true, message: t("quote.nameRequired") }]}>
              <Input placeholder={t("quote.name")} />
            </Form.Item>
            <Form.Item name="price" rules={[{ required: true, message: t("quote.priceRequired") }]}>
              <InputNumber min={0} placeholder={t("item.price")} />
            </Form.Item>
            <Form.Item name="count">
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="discountPercent">
              <InputNumber min={1} max={100} suffix="%" />
            </Form.Item>
            <Form.Item name="note">
              <Input placeholder={t("quote.note")} />
            </Form.Item>
            <Button htmlType="submit">{t("common.add")}</Button>
          </Form>
        )}
      </Card>
      {isOwner && (
        <Card size="small" title={t("collect.title")}>
          <Table<Collection>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={c.collections}
            columns={[
              { title: t("collect.date"), render: (_, k) => k.createdAt.slice(0, 10) },
              { title: t("collect.method"), render: (_, k) => t(`method.${k.method as "alipay"}`) },
              { title: t("list.amount"), align: "right", render: (_, k) => yuan(k.amount) },
            ]}
          />
          <Form
            form={collectForm}
            layout="inline"
            style={{ marginTop: 8 }}
            initialValues={{ method: "wechat" }}
            onFinish={(v: { amount: number; method: string }) => {
              onCollect({ amount: fen(v.amount), method: v.method });
              collectForm.resetFields();
            }}
          >
            <Form.Item name="amount" rules={[{ required: true, message: t("collect.amountRequired") }]}>
              <InputNumber min={0.01} max={c.balance / 100} placeholder={t("list.amount")} />
            </Form.Item>
            <Form.Item name="method">
              <Select
                style={{ width: 140 }}
                options={COLLECTION_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
              />
            </Form.Item>
            <Button htmlType="submit" disabled={c.balance <= 0}>
              {t("collect.add")}
            </Button>
          </Form>
        </Card>
      )}
    </Flex>
  );
}
