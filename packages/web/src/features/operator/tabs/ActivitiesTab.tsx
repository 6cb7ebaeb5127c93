import { routes } from "@fenestra/api";
import { Button, DatePicker, Form, Input, Popconfirm } from "antd";
import type { Dayjs } from "dayjs";
import { RequiredItem } from "../../../shared/forms/RequiredItem.tsx";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import type { Column } from "../../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import { timeColumn } from "../../../shared/ui/value-columns.ts";
import { ConsoleAddForm, useConsoleAdd } from "../ConsoleAddForm.tsx";
import { ConsoleList, useConsoleWrite, useWholeList } from "../ConsoleList.tsx";
import { useOperatorT } from "../i18n.ts";
import { type Activity, operatorApi } from "../operator-api.ts";

type Values = { note: string; endTime: Dayjs; url?: string };

/** The activity bar's activity (SPEC §3: note, end time, url): the newest one not ended shows. */
export default function ActivitiesTab() {
  const t = useOperatorT();
  const list = useWholeList(routes.operator.activities);
  const { form, create } = useConsoleAdd(
    (v: Values) =>
      operatorApi.createActivity({ note: v.note, endTime: v.endTime.toISOString(), url: v.url ?? "" }),
    routes.operator.activities,
  );
  const remove = useConsoleWrite(operatorApi.removeActivity, routes.operator.activities, () =>
    toast.success(translateKey("result.deleted")),
  );
  const columns: Column<Activity>[] = [
    { title: t("note"), dataIndex: "note", primary: true },
    timeColumn(t("endTime"), "endTime"),
    { title: t("url"), dataIndex: "url" },
    {
      title: t("actions"),
      key: "actions",
      actions: true,
      render: (_: unknown, row) => (
        <Popconfirm title={t("confirm")} onConfirm={() => remove.mutate(row.id)}>
          <Button size="small" danger>
            {t("remove")}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <ConsoleList<Activity> testId="operator-activities" list={list} columns={columns}>
      <ConsoleAddForm<Values> form={form} write={create} submit={t("add")}>
        <RequiredItem name="note" label={t("note")} message={t("required")} text>
          <Input maxLength={200} style={{ width: 260 }} />
        </RequiredItem>
        <RequiredItem name="endTime" label={t("endTime")} message={t("required")}>
          <DatePicker showTime />
        </RequiredItem>
        <Form.Item name="url" label={t("url")}>
          <Input type="url" maxLength={500} style={{ width: 240 }} />
        </Form.Item>
      </ConsoleAddForm>
    </ConsoleList>
  );
}
