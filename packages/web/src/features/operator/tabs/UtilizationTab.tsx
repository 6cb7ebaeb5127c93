import { routes } from "@fenestra/api";
import { Input, Tag } from "antd";
import { useState } from "react";
import { versionKey } from "../../../app/bars/version-label.ts";
import { formatDate } from "../../../shared/format/date-time.ts";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import { usePagedList } from "../../../shared/list/use-paged-list.ts";
import type { Column } from "../../../shared/ui/ResponsiveTable.tsx";
import { moneyColumn } from "../../../shared/ui/value-columns.ts";
import { ConsoleList } from "../ConsoleList.tsx";
import { useOperatorT } from "../i18n.ts";
import type { UtilizationRow } from "../operator-api.ts";

/** admin-account-utilization: every company's edition, expiry, seats, sub-accounts, orders and payments. */
export default function UtilizationTab() {
  const t = useOperatorT();
  const [phone, setPhone] = useState("");
  const list = usePagedList(routes.operator.utilization, { phone: phone || undefined });
  const columns: Column<UtilizationRow>[] = [
    { title: t("company"), dataIndex: "company", primary: true },
    { title: t("phone"), dataIndex: "phone" },
    {
      title: t("edition"),
      key: "edition",
      render: (_: unknown, r) => (
        <Tag color={r.isTrial ? "orange" : "blue"}>
          {translateKey(versionKey({ is_ty: r.isTrial, version_type: r.versionType }))}
        </Tag>
      ),
    },
    { title: t("expires"), dataIndex: "expiresOn", render: (d: string | null) => (d ? formatDate(d) : "—") },
    { title: t("seats"), dataIndex: "seats", render: (s: number | null) => (s === null ? "∞" : s) },
    { title: t("subAccounts"), dataIndex: "subAccounts", align: "right" },
    { title: t("orders"), dataIndex: "orders", align: "right" },
    moneyColumn(t("paid"), "paidFen"),
    { title: t("registered"), dataIndex: "registeredAt", render: (d: string) => formatDate(d) },
  ];
  return (
    <ConsoleList<UtilizationRow>
      testId="operator-utilization"
      list={list}
      rowKey="companyId"
      columns={columns}
    >
      <Input.Search
        allowClear
        placeholder={t("search")}
        onSearch={(value) => setPhone(value.trim())}
        style={{ maxWidth: 320 }}
      />
    </ConsoleList>
  );
}
