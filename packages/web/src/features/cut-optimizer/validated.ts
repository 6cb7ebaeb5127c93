import type { FormInstance } from "antd";

/**
 * The form's values when the fields (all, or those named) pass their rules, else null. Ant Design
 * rejects validateFields with the field errors, which the form already shows at each field:
 * awaiting it bare in a click handler left an uncaught rejection on every refused value.
 */
export async function validated<T>(form: FormInstance<T>, names?: (keyof T & string)[]): Promise<T | null> {
  try {
    return await (names ? form.validateFields(names) : form.validateFields());
  } catch (error) {
    if (error && typeof error === "object" && "errorFields" in error) return null;
    throw error;
  }
}
