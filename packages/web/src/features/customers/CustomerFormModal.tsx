import { routes, type VersionCheck } from "@fenestra/api";
import { CRM_TEXT_MAX, CUSTOMER_TYPES, customerFieldsSchema } from "@fenestra/core/crm/customer-fields";
import { useQuery } from "@tanstack/react-query";
import { Form, Input, Select } from "antd";
import { useCallback, useEffect, useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { CrmFormModal, useCrmSave } from "./CrmFormModal.tsx";
import { crmRule } from "./crm-shared.ts";
import { type Customer, type CustomerBody, customersApi } from "./customers-api.ts";
import { useCustomersT } from "./i18n.ts";

const field = customerFieldsSchema.shape;

type Props = {
  open: boolean;
  /** The customer to edit; none adds one. */
  customer?: Customer;
  /** Fields to start a new customer with (a contract's name and phone). */
  initial?: Partial<CustomerBody>;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
};

/** Adds or edits a customer; each field is checked by core's rule, a refusal shows at its field. */
export function CustomerFormModal({ open, customer, initial, onClose, onSaved }: Props) {
  const t = useCustomersT();
  const [form] = Form.useForm<CustomerBody>();
  // A main account names the salesperson who owns the customer (default: itself).
  const user = useSession()?.userinfo;
  const isMain = user?.fid === 0;
  const salespeople = useQuery({
    ...routeQuery(routes.subAccounts.list, { query: { pageSize: 100 } }),
    enabled: open && isMain,
  });
  const owners = [
    ...(user ? [{ value: user.id, label: user.nickname }] : []),
    ...(salespeople.data?.items ?? []).map((s) => ({ value: s.id, label: s.nickname })),
  ];
  // The customer as last read: a reload after a stale save shows (and saves against) the latest.
  const [read, setRead] = useState(customer);
  const fill = useCallback(
    (shown: Customer | undefined) => {
      form.resetFields();
      form.setFieldsValue(
        shown
          ? {
              name: shown.name,
              phone: shown.phone,
              type: shown.type,
              address: shown.address,
              note: shown.note,
              source: shown.source,
            }
          : { type: "potential", ...initial },
      );
    },
    [form, initial],
  );
  useEffect(() => {
    if (!open) return;
    setRead(customer);
    fill(customer);
  }, [open, customer, fill]);
  const stale = useStaleSave();
  async function reload(id: number) {
    try {
      const latest = await customersApi.detail(id);
      setRead(latest);
      fill(latest);
    } catch (error) {
      showError(error, t("failed"));
    }
  }
  const save = useCrmSave(
    form,
    ({ body, check }: { body: CustomerBody; check?: VersionCheck }) =>
      read ? customersApi.update(read.id, { ...body, ...check }) : customersApi.create(body),
    {
      saved: onSaved,
      close: onClose,
      refused: (error, { body }): boolean =>
        read !== undefined &&
        stale.offer(error, {
          reload: () => reload(read.id),
          overwrite: (): void => save.mutate({ body, check: { overwrite: true } }),
        }),
    },
  );
  return (
    <CrmFormModal
      open={open}
      title={customer ? t("form.edit") : t("form.new")}
      form={form}
      busy={save.isPending}
      onSend={(body) => save.mutate({ body, check: read ? { version: read.version } : undefined })}
      onClose={onClose}
      saveTestId="customer-save"
    >
      {stale.dialog}
      <Form.Item name="name" label={t("field.name")} rules={[crmRule(field.name)]} required>
        <Input data-testid="customer-name" />
      </Form.Item>
      <Form.Item name="phone" label={t("field.phone")} rules={[crmRule(field.phone)]} required>
        <Input inputMode="tel" data-testid="customer-phone" />
      </Form.Item>
      <Form.Item name="type" label={t("field.type")}>
        <Select options={CUSTOMER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
      </Form.Item>
      {isMain ? (
        <Form.Item name="ownerId" label={t("field.owner")}>
          <Select allowClear options={owners} placeholder={user?.nickname} />
        </Form.Item>
      ) : null}
      <Form.Item name="address" label={t("field.address")} rules={[crmRule(field.address)]}>
        <Input data-testid="customer-address" />
      </Form.Item>
      <Form.Item name="source" label={t("field.source")} rules={[crmRule(field.source)]}>
        <Input placeholder={t("field.sourceHint")} />
      </Form.Item>
      <Form.Item name="note" label={t("field.note")} rules={[crmRule(field.note)]}>
        <Input.TextArea autoSize count={{ show: true, max: CRM_TEXT_MAX.note }} data-testid="customer-note" />
      </Form.Item>
    </CrmFormModal>
  );
}
