import { reverseRangeSchema } from "@fenestra/core/cutting/settings";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Flex, Form, InputNumber, Table, Tooltip, Typography } from "antd";
import { isApiError } from "../../shared/api/api-error.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { toast } from "../../shared/ui/toast.ts";
import { cuttingApi, type ReverseGroup, type ReverseRequest } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";
import { QueueNote } from "./QueueNote.tsx";
import {
  bestLengthsText,
  lengthsTried,
  percent,
  REVERSE_DEFAULTS,
  type ReverseRange,
  wasteWidths,
} from "./reverse-range.ts";
import { validated } from "./validated.ts";

/** The range's fields, each checked against the others. */
const RANGE_FIELDS = ["min", "max", "step"] as const;

interface Props {
  orderIds: number[];
  phone: boolean;
  /** Kerf, trims and shortest leftover as the settings form holds them now; null when one is refused. */
  settings: () => Promise<ReverseRequest["settings"] | null>;
  /** Writes lengths ("6000,6500") into the bar lengths field. */
  onApply: (barLengths: string) => void;
}

/** "Find the best bar length": reverse optimization of the chosen orders (SPEC §5). */
export function ReverseSection({ orderIds, phone, settings, onApply }: Props) {
  const t = useCutT();
  const [form] = Form.useForm<ReverseRange>();
  const run = useMutation({
    mutationFn: (request: ReverseRequest) => cuttingApi.reverse(request),
    onError: (e: Error) => {
      // A 400 is already toasted by the client; mark the range field it names.
      const named = isApiError(e) ? e.fieldError?.field.replace(/^range\./, "") : undefined;
      const field = RANGE_FIELDS.find((f) => f === named);
      if (field) form.setFields([{ name: field, errors: [e.message] }]);
      else showRefusal(e);
    },
  });
  const rangeRule = (field: keyof ReverseRange) => [zodRule(reverseRangeSchema, field)];

  const find = async () => {
    if (orderIds.length === 0) {
      toast.warning(t("errors.chooseContract"));
      return;
    }
    // A refused field shows its message where it is; nothing is sent.
    const range = await validated(form);
    const plan = await settings();
    if (range && plan) run.mutate({ orderIds, settings: plan, range, ticket: newRequestKey() });
  };

  const apply = (text: string) => {
    onApply(text);
    toast.success(t("reverse.applied", { lengths: text }));
  };

  const result = run.data;
  return (
    <Card
      size="small"
      type="inner"
      title={t("reverse.title")}
      style={{ marginTop: 16 }}
      data-testid="reverse-section"
    >
      <Typography.Paragraph type="secondary">{t("reverse.hint")}</Typography.Paragraph>
      <Form form={form} layout={phone ? "vertical" : "inline"} initialValues={REVERSE_DEFAULTS}>
        {RANGE_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`reverse.${field}`)}
            rules={rangeRule(field)}
            dependencies={RANGE_FIELDS.filter((other) => other !== field)}
          >
            <InputNumber data-testid={`reverse-${field}`} style={{ width: phone ? "100%" : 120 }} />
          </Form.Item>
        ))}
        <Form.Item>
          <Button loading={run.isPending} onClick={find} data-testid="reverse-run">
            {t("reverse.run")}
          </Button>
        </Form.Item>
      </Form>
      <QueueNote ticket={run.isPending ? (run.variables?.ticket ?? null) : null} />
      {result && (
        <Flex vertical gap={8} style={{ marginTop: 12 }} data-testid="reverse-result">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">
              {t("reverse.tried", { count: lengthsTried(result.range) })}
            </Typography.Text>
            <Button
              type="primary"
              size="small"
              onClick={() => apply(bestLengthsText(result.groups))}
              data-testid="reverse-apply-all"
            >
              {t("reverse.applyAll")}
            </Button>
          </Flex>
          <Table<ReverseGroup>
            scroll={{ x: "max-content" }}
            rowKey={(g) => `${g.profile}\u0000${g.color}`}
            size="small"
            pagination={false}
            dataSource={result.groups}
            columns={[
              { title: t("reverse.profile"), dataIndex: "profile" },
              { title: t("reverse.color"), dataIndex: "color" },
              { title: t("reverse.best"), dataIndex: "length" },
              { title: t("reverse.bars"), dataIndex: "stockBars" },
              { title: t("reverse.waste"), dataIndex: "waste" },
              {
                title: t("reverse.utilization"),
                dataIndex: "utilization",
                render: (v: number) => `${percent(v)}%`,
              },
              {
                title: t("reverse.candidates"),
                key: "candidates",
                render: (_, g) => <WasteChart group={g} />,
              },
              {
                key: "apply",
                render: (_, g) => (
                  <Button size="small" onClick={() => apply(String(g.length))}>
                    {t("reverse.apply")}
                  </Button>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
}

/** The waste of each length compared, as small bars; the best one highlighted. */
function WasteChart({ group }: { group: ReverseGroup }) {
  const t = useCutT();
  const widths = wasteWidths(group.candidates);
  return (
    <Flex vertical gap={2} style={{ minWidth: 180 }}>
      {group.candidates.map((c, k) => (
        <Tooltip
          key={c.length}
          title={t("reverse.candidate", { length: c.length, waste: c.waste, bars: c.stockBars })}
        >
          <Flex align="center" gap={6} style={{ fontSize: 11 }}>
            <span style={{ width: 44, textAlign: "right" }}>{c.length}</span>
            <div
              style={{
                height: 8,
                width: `${widths[k] ?? 2}%`,
                background: c.length === group.length ? "#52c41a" : "#faad14",
              }}
            />
          </Flex>
        </Tooltip>
      ))}
    </Flex>
  );
}
