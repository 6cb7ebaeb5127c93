import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useQuery } from "@tanstack/react-query";
import { Input, Tag } from "antd";
import { useState } from "react";
import { versionKey } from "../../../app/bars/version-label.ts";
import { formatDate } from "../../../shared/format/date-time.ts";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import { type Column, ResponsiveTable } from "../../../shared/ui/ResponsiveTable.tsx";
import { operatorApi, type UtilizationRow } from "../../purchase/purchase-api.ts";
import { useOperatorT } from "../i18n.ts";

/** admin-account-utilization: every company's edition, expiry, seats, sub-accounts, orders and payments. */
export default function UtilizationTab() {
  const t = useOperatorT();
  const [page, setPage] = useState(1);
  const [phone, setPhone] = useState("");
  const list = useQuery({
    queryKey: ["operator-utilization", page, phone],
    queryFn: () => operatorApi.utilization(page, 20, phone),
  });
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
    { title: t("paid"), dataIndex: "paidFen", align: "right", render: (fen: number) => formatYuan(fen) },
    { title: t("registered"), dataIndex: "registeredAt", render: (d: string) => formatDate(d) },
  ];
  return (
    <div data-testid="operator-utilization">
      <Input.Search
        allowClear
        placeholder={t("search")}
        onSearch={(value) => {
          setPhone(value.trim());
          setPage(1);
        }}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <ResponsiveTable<UtilizationRow>
        rowKey="companyId"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
      />
    </div>
  );
}
