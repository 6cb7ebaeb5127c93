import { instalmentAmountSchema } from "@fenestra/core/finance/amounts";
import { checkSchedule, REPAYMENT_STAGES, type RepaymentStage } from "@fenestra/core/finance/index";
import { formatYuan, yuanNumber } from "@fenestra/core/pricing/money-text";
import { yuanToFen } from "@fenestra/core/workflows/contract-fields";
import { Alert, Button, DatePicker, Flex, Form, InputNumber, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { yuanRule } from "../../shared/forms/field-rules.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { SaveDialog } from "../../shared/ui/SaveDialog.tsx";
import type { Schedule, ScheduleFields } from "./finance-api.ts";
import { financeRuleText, useFinanceT } from "./i18n.ts";

type Row = { stage: RepaymentStage; amount: number; dueOn: Dayjs };
type Values = { instalments: Row[] };

const fenOf = (yuan: number | undefined) => (typeof yuan === "number" ? (yuanToFen(yuan) ?? 0) : 0);

/**
 * Edits a contract's repayment schedule: instalments (deposit, progress payment, balance) with
 * an amount in yuan and a due date. Together they may not ask for more than the contract amount,
 * checked here by core's rule before the server checks it again.
 */
export function ScheduleEditor({
  schedule,
  open,
  saving,
  onSave,
  onClose,
}: {
  schedule: Schedule;
  open: boolean;
  saving: boolean;
  onSave: (body: ScheduleFields) => void;
  onClose: () => void;
}) {
  const t = useFinanceT();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        instalments: schedule.instalments.map((i) => ({
          stage: i.stage,
          amount: yuanNumber(i.amount),
          dueOn: dayjs(i.dueOn),
        })),
      });
  }, [open, form, schedule]);
  const rows = Form.useWatch("instalments", form) ?? [];
  const total = rows.reduce((s, r) => s + fenOf(r?.amount), 0);
  const over = checkSchedule([{ amount: total }], schedule.amount) !== null;
  const nextStage = (): RepaymentStage =>
    REPAYMENT_STAGES[Math.min(rows.length, REPAYMENT_STAGES.length - 1)] ?? "balance";
  const submit = (v: Values) =>
    onSave({
      instalments: (v.instalments ?? []).map((r) => ({
        stage: r.stage,
        amount: fenOf(r.amount),
        dueOn: r.dueOn.format("YYYY-MM-DD"),
      })),
    });
  return (
    <SaveDialog
      open={open}
      title={t("schedule.edit")}
      saving={saving}
      onClose={onClose}
      onSave={() => form.validateFields().then(submit, () => undefined)}
      okButtonProps={{ disabled: over, "data-testid": "schedule-save" }}
    >
      <Form form={form} layout="vertical">
        <Form.List name="instalments">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex
                  key={field.key}
                  gap={8}
                  wrap
                  align="start"
                  // One instalment a block: on a phone its fields wrap onto two lines.
                  style={{ paddingBottom: 8, borderBottom: "1px solid rgba(5, 5, 5, 0.06)" }}
                  data-testid="schedule-row"
                >
                  <Form.Item name={[field.name, "stage"]} noStyle>
                    <Select
                      style={{ width: 130 }}
                      aria-label={t("schedule.stage")}
                      options={REPAYMENT_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "amount"]}
                    style={{ margin: 0 }}
                    rules={[
                      { required: true, message: t("schedule.amountRequired") },
                      yuanRule(instalmentAmountSchema, undefined, financeRuleText),
                    ]}
                  >
                    <InputNumber
                      min={0}
                      style={{ width: 130 }}
                      placeholder={t("schedule.amount")}
                      aria-label={t("schedule.amount")}
                      data-testid="schedule-amount"
                    />
                  </Form.Item>
                  <RequiredItem
                    name={[field.name, "dueOn"]}
                    style={{ margin: 0 }}
                    message={t("schedule.dueRequired")}
                  >
                    <DatePicker
                      allowClear={false}
                      placeholder={t("schedule.due")}
                      aria-label={t("schedule.due")}
                      data-testid="schedule-due"
                    />
                  </RequiredItem>
                  <Button onClick={() => remove(field.name)} aria-label={t("schedule.remove")}>
                    {t("schedule.remove")}
                  </Button>
                </Flex>
              ))}
              <Button
                type="dashed"
                onClick={() => add({ stage: nextStage(), dueOn: dayjs().add(rows.length, "month") })}
                disabled={fields.length >= 20}
                data-testid="schedule-add"
              >
                {t("schedule.add")}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
      <Alert
        style={{ marginTop: 12 }}
        type={over ? "error" : "info"}
        data-testid="schedule-total"
        title={t(over ? "schedule.over" : "schedule.total", {
          total: formatYuan(total),
          amount: formatYuan(schedule.amount),
        })}
      />
    </SaveDialog>
  );
}
