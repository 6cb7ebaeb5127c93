import { Alert, type ButtonProps, Form } from "antd";
import { useEffect, useRef, useState } from "react";
import { requestIdKeeper } from "../../../shared/api/request-key.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { showAtField } from "../../../shared/forms/field-rules.ts";
import { useOrdersT } from "../../../shared/i18n/orders-text.ts";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import { useCustomerLinkQuestion } from "../../customers/index.ts";
import { NewContractFieldItems } from "../../orders/index.ts";
import { useDesignerT } from "../i18n.ts";
import type { NewContract } from "./order-api.ts";

type Props = {
  open: boolean;
  /** The drawing is not saved as it is: it is saved into its order first (the dialog says so). */
  savesFirst: boolean;
  /**
   * Saves the window if it must, then makes the contract with its order (the same request key
   * for the same fields); rejects with the server's refusal, shown at its field.
   */
  onCreate: (body: NewContract, idempotencyKey: string) => Promise<unknown>;
  onClose: () => void;
};

/** "Create contract" on the drawing page: the contract's number and customer, asked before it is made. */
export default function CreateContractDialog({ open, savesFirst, onCreate, onClose }: Props) {
  const t = useDesignerT();
  const o = useOrdersT();
  const [form] = Form.useForm<NewContract>();
  const [busy, setBusy] = useState(false);
  const customerLink = useCustomerLinkQuestion();
  const keyFor = useRef(requestIdKeeper());
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    keyFor.current = requestIdKeeper();
  }, [open, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // a customer typed rather than picked: asked whether to link an existing customer or add it
    const link = values.customerId ? {} : await customerLink.ask(values);
    if (!link) return;
    const body = { ...values, ...link };
    setBusy(true);
    try {
      await onCreate(body, keyFor.current(body));
    } catch (error) {
      if (!showAtField(form, error)) showError(error, t("contract.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={t("contract.title")}
      okText={t("contract.create")}
      cancelText={o("common.cancel")}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ "data-testid": "create-contract-ok" } as ButtonProps}
    >
      <div data-testid="create-contract-dialog">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={savesFirst ? t("contract.note") : t("contract.noteSaved")}
        />
        {customerLink.dialog}
        <Form form={form} layout="vertical">
          <NewContractFieldItems form={form} />
        </Form>
      </div>
    </Dialog>
  );
}
