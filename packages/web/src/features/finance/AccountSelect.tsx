import { routes } from "@fenestra/api";
import { hasModule } from "@fenestra/core/account/index";
import { useQuery } from "@tanstack/react-query";
import { Form, Select } from "antd";
import { routeQuery } from "../../shared/api/route-query.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { useFinanceT } from "./i18n.ts";

/**
 * The receipt account a collection goes into (form field `accountId`), the default one chosen;
 * shown only to a company with the finance module that has accounts.
 */
export function AccountSelect() {
  const t = useFinanceT();
  const session = useSession();
  const enabled = hasModule(session?.company_modules ?? {}, "finance");
  const accounts = useQuery({
    ...routeQuery(routes.finance.accounts),
    enabled,
    retry: false,
  });
  const list = accounts.data ?? [];
  if (!enabled || list.length === 0) return null;
  return (
    <Form.Item name="accountId" initialValue={list.find((a) => a.isDefault)?.id}>
      <Select
        style={{ width: 180 }}
        placeholder={t("collect.account")}
        data-testid="collect-account"
        options={list.map((a) => ({ value: a.id, label: `${a.name} (${t(`type.${a.type}`)})` }))}
      />
    </Form.Item>
  );
}
