import { CRM_TEXT_MAX, CUSTOMER_TYPES, customerFieldsSchema } from "@fenestra/core/crm/customer-fields";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Form, Input, Modal, Select } from "antd";
import { useEffect } from "react";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { useSession } from "../../shared/session/use-session.ts";
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
    queryKey: ["sub-accounts", "owners"],
    queryFn: customersApi.salespeople,
    enabled: open && isMain,
  });
  const owners = [
    ...(user ? [{ value: user.id, label: user.nickname }] : []),
    ...(salespeople.data?.items ?? []).map((s) => ({ value: s.id, label: s.nickname })),
  ];
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      customer
        ? {
            name: customer.name,
            phone: customer.phone,
            type: customer.type,
            address: customer.address,
            note: customer.note,
            source: customer.source,
          }
        : { type: "potential", ...initial },
    );
  }, [open, customer, initial, form]);
  const save = useMutation({
    mutationFn: (body: CustomerBody) =>
      customer ? customersApi.update(customer.id, body) : customersApi.create(body),
    onSuccess: (saved) => {
      onSaved(saved);
      onClose();
    },
    onError: (error) => {
      if (!showAtField(form, error)) showError(error, t("failed"));
    },
  });
  return (
    <Modal
      open={open}
      title={customer ? t("form.edit") : t("form.new")}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        // A refused field shows its message; nothing else is to be done with the refusal.
        form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
      okButtonProps={{ "data-testid": "customer-save" }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
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
          <Input.TextArea
            autoSize
            count={{ show: true, max: CRM_TEXT_MAX.note }}
            data-testid="customer-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
