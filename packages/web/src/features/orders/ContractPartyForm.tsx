import { contactPhoneSchema } from "@fenestra/core/account/fields";
import {
  addressSchema,
  CONTRACT_TEXT_MAX,
  customerNameSchema,
} from "@fenestra/core/workflows/contract-fields";
import { Form, Input, Modal } from "antd";
import { useEffect } from "react";
import { contractRule, showAtField } from "../../shared/forms/field-rules.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { CustomerPicker, useHasCrm } from "../customers/index.ts";

export type PartyFields = {
  customer?: string;
  phone?: string;
  address?: string;
  /** The linked customer record (CRM); null unlinks it, the contract keeps its own fields. */
  customerId?: number | null;
};

type Props = {
  open: boolean;
  initial: PartyFields;
  /** Saves; rejects with the server's error, which the form shows at its field. */
  onSave: (values: PartyFields) => Promise<unknown>;
  onClose: () => void;
  title: string;
};

/**
 * Customer, phone and address of a contract, checked by core's rules (one phone rule, the
 * documented maximum lengths) before sending; a refusal from the server shows at its field.
 * Lengths are not cut by maxLength: a 300-character address is refused, naming the field.
 */
export function ContractPartyForm({ open, initial, onSave, onClose, title }: Props) {
  const t = useOrdersT();
  const [form] = Form.useForm<PartyFields>();
  const hasCrm = useHasCrm();
  const linked = Form.useWatch("customerId", form);
  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, form, initial]);
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      showAtField(form, error);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onCancel={onClose}
      onOk={submit}
      destroyOnHidden
      okButtonProps={{ "data-testid": "party-save" }}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        {hasCrm ? (
          // Linking or changing the customer record fills name, phone and address from it.
          <Form.Item name="customerId" label={t("contract.customerRecord")}>
            <CustomerPicker
              onPicked={(c) =>
                c && form.setFieldsValue({ customer: c.name, phone: c.phone, address: c.address })
              }
            />
          </Form.Item>
        ) : null}
        <Form.Item name="customer" label={t("list.customer")} rules={[contractRule(customerNameSchema)]}>
          <Input data-testid="contract-customer" disabled={Boolean(linked)} />
        </Form.Item>
        <Form.Item name="phone" label={t("contract.phone")} rules={[contractRule(contactPhoneSchema)]}>
          <Input inputMode="tel" data-testid="contract-phone" disabled={Boolean(linked)} />
        </Form.Item>
        <Form.Item
          name="address"
          label={t("contract.address")}
          extra={t("contract.addressHint", { max: CONTRACT_TEXT_MAX.address })}
          rules={[contractRule(addressSchema)]}
        >
          <Input.TextArea autoSize data-testid="contract-address" disabled={Boolean(linked)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
