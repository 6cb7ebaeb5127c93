import { hasModule } from "@fenestra/core/account/index";
import type { FormRule } from "antd";
import dayjs from "dayjs";
import type { z } from "zod";
import { useSession } from "../../shared/session/use-session.ts";
import { customersText } from "./i18n.ts";

/** A field checked by a core schema (crm/customer-fields), refused with the same words the server uses. */
export function crmRule(schema: z.ZodType): FormRule {
  return {
    async validator(_rule, value: unknown) {
      if (value === undefined || value === null) return;
      const result = schema.safeParse(value);
      if (!result.success)
        throw new Error(
          customersText(`rules.${result.error.issues[0]?.message ?? "validation.invalid"}` as never),
        );
    },
  };
}

/** The user's own calendar day, "YYYY-MM-DD" (what "due today" is measured against). */
export const todayText = () => dayjs().format("YYYY-MM-DD");

/** Whether the signed-in company has the CRM module. */
export function useHasCrm(): boolean {
  const modules = useSession()?.company_modules;
  return modules ? hasModule(modules, "crm") : false;
}

export const CUSTOMER_PATH = "/manage/customerManagement";
export const customerPath = (id: number) => `${CUSTOMER_PATH}/${id}`;
