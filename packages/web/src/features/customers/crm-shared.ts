import { hasModule } from "@fenestra/core/account/index";
import type { FormRule } from "antd";
import dayjs from "dayjs";
import type { z } from "zod";
import { schemaRule } from "../../shared/forms/zod-rules.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { customersText } from "./i18n.ts";

/** A field checked by a core schema (crm/customer-fields), refused with the same words the server uses. */
export const crmRule = (schema: z.ZodType): FormRule =>
  schemaRule(schema, (key, params) => customersText(`rules.${key}` as never, params));

/** The user's own calendar day, "YYYY-MM-DD" (what "due today" is measured against). */
export const todayText = () => dayjs().format("YYYY-MM-DD");

/** Whether the signed-in company has the CRM module. */
export function useHasCrm(): boolean {
  const modules = useSession()?.company_modules;
  return modules ? hasModule(modules, "crm") : false;
}

export const CUSTOMER_PATH = "/manage/customerManagement";
export const customerPath = (id: number) => `${CUSTOMER_PATH}/${id}`;
