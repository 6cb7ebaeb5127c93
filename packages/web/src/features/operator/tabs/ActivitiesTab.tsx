import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, DatePicker, Form, Input, Popconfirm } from "antd";
import type { Dayjs } from "dayjs";
import { formatDateTime } from "../../../shared/format/date-time.ts";
import { type Column, ResponsiveTable } from "../../../shared/ui/ResponsiveTable.tsx";
import { showFailure } from "../../purchase/i18n.ts";
import { type Activity, operatorApi } from "../../purchase/purchase-api.ts";
import { useOperatorT } from "../i18n.ts";

type Values = { note: string; endTime: Dayjs; url?: string };

/** The activity bar's activity (SPEC §3: note, end time, url): the newest one not ended shows. */
export default function ActivitiesTab() {
  const t = useOperatorT();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const list = useQuery({ queryKey: ["operator-activities"], queryFn: () => operatorApi.activities() });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["operator-activities"] });
  const create = useMutation({
    mutationFn: (v: Values) =>
      operatorApi.createActivity({ note: v.note, endTime: v.endTime.toISOString(), url: v.url ?? "" }),
    onSuccess: () => {
      form.resetFields();
      refresh();
    },
    onError: showFailure,
  });
  const remove = useMutation({
    mutationFn: (id: number) => operatorApi.removeActivity(id),
    onSuccess: refresh,
    onError: showFailure,
  });
  const columns: Column<Activity>[] = [
    { title: t("note"), dataIndex: "note", primary: true },
    { title: t("endTime"), dataIndex: "endTime", render: (at: string) => formatDateTime(at) },
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
    <div data-testid="operator-activities">
      <Form<Values>
        form={form}
        layout="inline"
        onFinish={(v) => create.mutate(v)}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item
          name="note"
          label={t("note")}
          rules={[{ required: true, whitespace: true, message: t("required") }]}
        >
          <Input maxLength={200} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="endTime" label={t("endTime")} rules={[{ required: true, message: t("required") }]}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="url" label={t("url")}>
          <Input type="url" maxLength={500} style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t("add")}
        </Button>
      </Form>
      <ResponsiveTable<Activity>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
      />
    </div>
  );
}
