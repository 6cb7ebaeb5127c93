import type { FormInstance } from "antd";
import { useState } from "react";
import { showError } from "../api/show-error.ts";
import { toast } from "../ui/toast.ts";

/**
 * A form's submit: sends the values, then says `success` and clears the form; a refusal is shown
 * (`failed` when the server gave no message of its own). `busy` is true while it is sent, for the
 * submit button's loading.
 */
export function useFormSubmit<Values>(
  form: FormInstance<Values>,
  send: (values: Values) => Promise<unknown>,
  texts: { success: string; failed: string },
) {
  const [busy, setBusy] = useState(false);
  async function submit(values: Values) {
    setBusy(true);
    try {
      await send(values);
      toast.success(texts.success);
      form.resetFields();
    } catch (error) {
      showError(error, texts.failed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}
