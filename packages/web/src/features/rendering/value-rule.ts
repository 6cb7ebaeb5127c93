import type { FormRule } from "antd";
import type { z } from "zod";
import { refuseBy } from "../../shared/forms/zod-rules.ts";

/**
 * A number field checked by one core schema, empty included: an empty field is refused with the
 * schema's own message, which says what is allowed ("Enter an angle from 0° to 90°").
 */
export function valueRule(schema: z.ZodType): FormRule {
  return {
    async validator(_rule, value: unknown) {
      refuseBy(schema, value ?? null);
    },
  };
}
