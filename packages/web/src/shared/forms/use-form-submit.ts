import type { FormInstance } from "antd";
import { useState } from "react";
import { showError } from "../api/show-error.ts";
import { toast } from "../ui/toast.ts";

/**
 * A form's send: sends the values, says `success`, then does `after` (go on to the next page);
 * a refusal is shown (`failed` when the server gave no message of its own). `busy` is true while
 * it is sent, for the submit button's loading.
 */
export function useSend<Values>(
  send: (values: Values) => Promise<unknown>,
  texts: { success: string; failed: string },
  after?: () => void,
) {
  const [busy, setBusy] = useState(false);
  async function submit(values: Values) {
    setBusy(true);
    try {
      await send(values);
      toast.success(texts.success);
      after?.();
    } catch (error) {
      showError(error, texts.failed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}

/** A form's submit that clears the form once sent (a form that stays on the page). */
export function useFormSubmit<Values>(
  form: FormInstance<Values>,
  send: (values: Values) => Promise<unknown>,
  texts: { success: string; failed: string },
) {
  return useSend(send, texts, () => form.resetFields());
}
