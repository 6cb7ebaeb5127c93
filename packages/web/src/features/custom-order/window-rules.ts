import {
  type CustomerWindow,
  type LinkTemplate,
  refuseWindow,
} from "@fenestra/core/custom-order/custom-order";
import type { FormInstance, FormRule } from "antd";
import { ruleText } from "./custom-order-text.ts";

// The form's checks of one window's field: core's refuseWindow, the same as the server's, shown at
// the field it names with what is allowed. A size is never moved into its range, only refused.

/** The window of row `index` as the form holds it (a field left empty is not a number). */
function rowOf(form: FormInstance, index: number): CustomerWindow {
  const row = (form.getFieldValue(["windows", index]) ?? {}) as Partial<CustomerWindow>;
  return {
    templateKey: row.templateKey ?? "",
    width: row.width ?? Number.NaN,
    height: row.height ?? Number.NaN,
    colour: row.colour ?? "",
    count: row.count ?? 1,
  };
}

/** The rule of field `field` ("width", "height", "colour") of row `index`. */
export function windowRule(
  form: FormInstance,
  templates: readonly LinkTemplate[],
  colours: readonly string[],
  index: number,
  field: keyof CustomerWindow,
): FormRule {
  return {
    validator: async () => {
      const refusal = refuseWindow(templates, colours, rowOf(form, index), index);
      if (refusal && refusal.field === `windows.${index}.${field}`)
        throw new Error(ruleText(refusal.key, refusal.params));
    },
  };
}

/** Whether every window is one the link takes (then it can be priced). */
export const windowsTaken = (
  templates: readonly LinkTemplate[],
  colours: readonly string[],
  windows: readonly CustomerWindow[],
) => windows.length > 0 && windows.every((w, i) => refuseWindow(templates, colours, w, i) === null);
