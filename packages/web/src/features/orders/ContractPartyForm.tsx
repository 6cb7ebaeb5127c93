import { contactPhoneSchema } from "@fenestra/core/account/fields";
import {
  addressSchema,
  CONTRACT_CUSTOMER_REQUIRED,
  CONTRACT_TEXT_MAX,
  contractCustomerSchema,
  contractNoSchema,
} from "@fenestra/core/workflows/contract-fields";
import { Form, type FormInstance, Input } from "antd";
import type { ComponentProps } from "react";
import { useEffect } from "react";
import { contractRule, ruleText, showAtField } from "../../shared/forms/field-rules.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { SaveDialog } from "../../shared/ui/SaveDialog.tsx";
import { type CustomerLink, CustomerPicker, useCustomerLinkQuestion, useHasCrm } from "../customers/index.ts";

export type PartyFields = {
  customer?: string;
  phone?: string;
  address?: string;
  /** The linked customer record (CRM); null unlinks it, the contract keeps its own fields. */
  customerId?: number | null;
};

/** What a party's save sends: its fields, and a customer record to link or to add (CustomerLink). */
export type PartySave = PartyFields & Pick<CustomerLink, "addCustomer">;

type Picked = ComponentProps<typeof CustomerPicker>["onPicked"];

/**
 * The party's fields (in a contract's form, new or edited): its customer record when the company
 * has the CRM, then customer, phone and address, read-only while a record is linked.
 */
export function PartyFieldItems<V>({ form, onPicked }: { form: FormInstance<V>; onPicked: Picked }) {
  const t = useOrdersT();
  const hasCrm = useHasCrm();
  const linked = Boolean(Form.useWatch("customerId", form));
  return (
    <>
      {hasCrm ? (
        <Form.Item name="customerId" label={t("contract.customerRecord")}>
          <CustomerPicker onPicked={onPicked} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="customer"
        label={t("list.customer")}
        required
        rules={[
          // A contract is for someone (core CONTRACT_CUSTOMER_REQUIRED): the same words as the server's.
          { required: true, whitespace: true, message: ruleText(CONTRACT_CUSTOMER_REQUIRED) },
          contractRule(contractCustomerSchema),
        ]}
      >
        <Input data-testid="contract-customer" disabled={linked} />
      </Form.Item>
      <Form.Item name="phone" label={t("contract.phone")} rules={[contractRule(contactPhoneSchema)]}>
        <Input inputMode="tel" data-testid="contract-phone" disabled={linked} />
      </Form.Item>
      <Form.Item
        name="address"
        label={t("contract.address")}
        extra={t("contract.addressHint", { max: CONTRACT_TEXT_MAX.address })}
        rules={[contractRule(addressSchema)]}
      >
        <Input.TextArea autoSize data-testid="contract-address" disabled={linked} />
      </Form.Item>
    </>
  );
}

/**
 * A new contract's number (left empty, one is generated) and its party; picking a customer
 * record fills name, phone and address from it, clearing it empties them.
 */
export function NewContractFieldItems<V>({ form }: { form: FormInstance<V> }) {
  const t = useOrdersT();
  const fill = form as unknown as FormInstance<PartyFields>;
  return (
    <>
      <Form.Item
        name="contractNo"
        label={t("contract.no")}
        extra={t("contract.noHint")}
        rules={[contractRule(contractNoSchema)]}
      >
        <Input data-testid="contract-no" />
      </Form.Item>
      <PartyFieldItems
        form={form}
        onPicked={(c) =>
          fill.setFieldsValue({ customer: c?.name ?? "", phone: c?.phone ?? "", address: c?.address ?? "" })
        }
      />
    </>
  );
}

type Props = {
  open: boolean;
  initial: PartyFields;
  /** Saves; rejects with the server's error, which the form shows at its field. */
  onSave: (values: PartySave) => Promise<unknown>;
  onClose: () => void;
  title: string;
};

/**
 * Customer, phone and address of a contract, checked by core's rules (one phone rule, the
 * documented maximum lengths) before sending; a refusal from the server shows at its field.
 * Lengths are not cut by maxLength: a 300-character address is refused, naming the field.
 */
export function ContractPartyForm({ open, initial, onSave, onClose, title }: Props) {
  const [form] = Form.useForm<PartyFields>();
  const customerLink = useCustomerLinkQuestion();
  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, form, initial]);
  const submit = async () => {
    const values = await form.validateFields();
    // A customer typed anew (not a linked record): asked whether to link or add it.
    const retyped = values.customer !== initial.customer || values.phone !== initial.phone;
    const link: CustomerLink | null = values.customerId || !retyped ? {} : await customerLink.ask(values);
    if (!link) return;
    try {
      await onSave({ ...values, ...link });
      onClose();
    } catch (error) {
      showAtField(form, error);
    }
  };
  return (
    <SaveDialog open={open} title={title} onClose={onClose} onSave={submit} saveTestId="party-save">
      {customerLink.dialog}
      <Form form={form} layout="vertical" initialValues={initial}>
        <PartyFieldItems
          form={form}
          // Linking or changing the customer record fills name, phone and address from it;
          // unlinking keeps them.
          onPicked={(c) => c && form.setFieldsValue({ customer: c.name, phone: c.phone, address: c.address })}
        />
      </Form>
    </SaveDialog>
  );
}
