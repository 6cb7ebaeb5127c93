import { useMutation } from "@tanstack/react-query";
import { Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { SaveDialog } from "../../shared/ui/SaveDialog.tsx";
import { useCustomersT } from "./i18n.ts";

/**
 * A CRM form in a dialog (a customer, a follow-up): Save checks the fields (a refused field shows
 * its message there) and sends them; Cancel closes. Nothing stays of the form once closed.
 */
export function CrmFormModal<Values>(props: {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  busy: boolean;
  onSend: (values: Values) => void;
  onClose: () => void;
  saveTestId: string;
  children: ReactNode;
}) {
  const { open, title, form, busy, onSend, onClose, saveTestId, children } = props;
  return (
    <SaveDialog
      open={open}
      title={title}
      saving={busy}
      onClose={onClose}
      // A refused field shows its message; nothing else is to be done with the refusal.
      onSave={() => form.validateFields().then(onSend, () => undefined)}
      saveTestId={saveTestId}
    >
      <Form form={form} layout="vertical">
        {children}
      </Form>
    </SaveDialog>
  );
}

/**
 * The save of a CRM form: once saved, `onSaved` and the dialog closes; a refusal naming a field
 * shows under it, any other says itself (or "failed"). `onRefused` may take a refusal first
 * (true when it did), e.g. a save against a stale version.
 */
export function useCrmSave<Sent, Saved>(
  form: FormInstance,
  send: (sent: Sent) => Promise<Saved>,
  on: { saved: (saved: Saved) => void; close: () => void; refused?: (error: unknown, sent: Sent) => boolean },
) {
  const t = useCustomersT();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      on.saved(saved);
      on.close();
    },
    onError: (error, sent) => {
      if (on.refused?.(error, sent)) return;
      if (!showAtField(form, error)) showError(error, t("failed"));
    },
  });
}
