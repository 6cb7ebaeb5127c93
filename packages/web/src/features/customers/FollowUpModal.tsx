import { routes } from "@fenestra/api";
import { TRACK_STATES } from "@fenestra/core/crm/crm-machines";
import { followUpContentSchema, INTERESTS } from "@fenestra/core/crm/customer-fields";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Input, Radio, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useRef } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { CrmFormModal, useCrmSave } from "./CrmFormModal.tsx";
import { crmRule } from "./crm-shared.ts";
import { type Customer, customersApi, type FollowUpBody } from "./customers-api.ts";
import { useCustomersT } from "./i18n.ts";

type Values = Omit<FollowUpBody, "at" | "nextDate"> & { at?: Dayjs; nextDate?: Dayjs | null };

/** Logs a follow-up of a customer: interest, track status, when, what was said, the next date. */
export function FollowUpModal(props: {
  customer: Customer;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { customer, open, onClose, onSaved } = props;
  const t = useCustomersT();
  const [form] = Form.useForm<Values>();
  // The tracker is one of the company's accounts; the signed-in user unless another is chosen.
  const me = useSession()?.userinfo;
  const trackers = useQuery({ ...routeQuery(routes.crm.trackers), enabled: open });
  const trackerOptions = (trackers.data ?? (me ? [{ id: me.id, nickname: me.nickname }] : [])).map((u) => ({
    value: u.id,
    label: u.nickname,
  }));
  // One key per follow-up being written: a double tap or a retry records it once.
  const key = useRef(newRequestKey());
  useEffect(() => {
    if (!open) return;
    key.current = newRequestKey();
    form.resetFields();
    form.setFieldsValue({
      interest: "interested",
      track: customer.track === "not_tracked" ? "tracking" : customer.track,
      at: dayjs(),
      trackerId: me?.id,
    });
  }, [open, customer.track, form, me?.id]);
  const save = useCrmSave(
    form,
    ({ at, nextDate, ...rest }: Values) =>
      customersApi.addFollowUp(
        customer.id,
        { ...rest, at: at?.toISOString(), nextDate: nextDate ? nextDate.format("YYYY-MM-DD") : null },
        key.current,
      ),
    { saved: onSaved, close: onClose },
  );
  return (
    <CrmFormModal
      open={open}
      title={t("followUp.new")}
      form={form}
      busy={save.isPending}
      onSend={(values) => save.mutate(values)}
      onClose={onClose}
      saveTestId="follow-up-save"
    >
      <Form.Item name="interest" label={t("followUp.interest")}>
        <Radio.Group
          optionType="button"
          options={INTERESTS.map((v) => ({ value: v, label: t(`interest.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="track" label={t("followUp.track")}>
        <Select
          data-testid="follow-up-track"
          options={TRACK_STATES.map((v) => ({ value: v, label: t(`track.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="trackerId" label={t("followUp.tracker")}>
        <Select
          data-testid="follow-up-tracker"
          showSearch
          optionFilterProp="label"
          loading={trackers.isLoading}
          options={trackerOptions}
        />
      </Form.Item>
      <Form.Item name="at" label={t("followUp.at")}>
        <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t("followUp.content")}
        rules={[crmRule(followUpContentSchema)]}
        required
      >
        <Input.TextArea autoSize={{ minRows: 3 }} data-testid="follow-up-content" />
      </Form.Item>
      <Form.Item name="nextDate" label={t("followUp.nextDate")}>
        <DatePicker style={{ width: "100%" }} data-testid="follow-up-next" />
      </Form.Item>
    </CrmFormModal>
  );
}
