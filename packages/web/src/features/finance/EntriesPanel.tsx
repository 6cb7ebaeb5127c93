import { routes } from "@fenestra/api";
import { ENTRY_KINDS } from "@fenestra/core/finance/index";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Checkbox, Flex, Image, Popconfirm, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { ChoiceFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { ExpenditureModal } from "./ExpenditureModal.tsx";
import { type Entry, financeApi } from "./finance-api.ts";
import { useFinanceT } from "./i18n.ts";

/** The ledger, newest first: record an expenditure, reverse an entry, audit the chosen ones. */
export function EntriesPanel() {
  const t = useFinanceT();
  // A reversing entry names what it cancels in the user's terms: the kind and the amount (its
  // contract is in its own column), not the internal id of the entry.
  const reversalLabel = (e: Entry) =>
    t(e.kind === "receipt" ? "entry.reversalReceipt" : "entry.reversalExpenditure", {
      amount: formatYuan(Math.abs(e.amount)),
    });
  const invalidate = useInvalidate();
  // The buttons a sub-account's keys would have the server refuse are not shown.
  const mayRecord = useKeysAllow(routes.finance.recordExpenditure);
  const mayAudit = useKeysAllow(routes.finance.audit);
  const [filters, setFilters] = useState<FiltersOf<typeof routes.finance.entries>>({});
  const [chosen, setChosen] = useState<number[]>([]);
  const [spending, setSpending] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const entries = usePagedList(routes.finance.entries, filters);
  const accounts = useQuery(routeQuery(routes.finance.accounts));
  const refresh = () => invalidate(routes.finance);
  const done = {
    onSuccess: () => {
      toast.success(t("saved"));
      setChosen([]);
      void refresh();
    },
    onError: (e: unknown) => showError(e, t("failed")),
  };
  const reverse = useMutation({
    mutationFn: (id: number) => financeApi.reverse(id, newRequestKey()),
    ...done,
  });
  const audit = useMutation({
    mutationFn: (ids: number[]) => financeApi.audit(ids, newRequestKey()),
    ...done,
  });
  const view = useMutation({
    mutationFn: financeApi.attachment,
    onSuccess: (a) => setShown(a.dataUrl),
    onError: (e) => showError(e, t("failed")),
  });
  const columns: Column<Entry>[] = [
    {
      title: "",
      key: "pick",
      render: (_, e) => (
        <Checkbox
          disabled={e.audited}
          checked={chosen.includes(e.id)}
          onChange={(ev) =>
            setChosen((c) => (ev.target.checked ? [...c, e.id] : c.filter((x) => x !== e.id)))
          }
        />
      ),
    },
    { title: t("entry.date"), dataIndex: "entryDate", primary: true },
    {
      title: t("entry.kind"),
      render: (_, e) => (
        <Flex gap={4} wrap>
          <Tag color={e.kind === "receipt" ? "green" : "orange"}>{t(`kind.${e.kind}`)}</Tag>
          {e.reversesId !== null && <Tag data-testid="entry-reversal">{reversalLabel(e)}</Tag>}
          {e.reversedBy !== null && <Tag>{t("entry.reversed")}</Tag>}
        </Flex>
      ),
    },
    {
      title: t("entry.amount"),
      align: "right",
      render: (_, e) => (
        <span style={{ color: e.amount < 0 ? "#cf1322" : undefined }}>{formatYuan(e.amount)}</span>
      ),
    },
    { title: t("entry.account"), render: (_, e) => e.accountName ?? "" },
    {
      title: t("entry.contract"),
      render: (_, e) =>
        e.contractId ? (
          <Link to={`/orders/group-detail/${e.contractId}`}>{e.contractNo ?? e.contractId}</Link>
        ) : (
          ""
        ),
    },
    {
      title: t("entry.payee"),
      render: (_, e) =>
        [e.payee, e.category ? t(`category.${e.category as "other"}`) : ""].filter(Boolean).join(" · "),
    },
    { title: t("entry.note"), dataIndex: "note" },
    {
      title: t("entry.status"),
      render: (_, e) => (e.audited ? <Tag color="blue">{t("entry.audited")}</Tag> : t("entry.open")),
    },
    {
      title: "",
      key: "actions",
      actions: true,
      render: (_, e) => (
        <Flex gap={6} wrap>
          {e.hasAttachment && (
            <Button size="small" onClick={() => view.mutate(e.id)}>
              {t("entry.view")}
            </Button>
          )}
          {!e.audited && e.reversesId === null && e.reversedBy === null && (
            <Popconfirm title={t("entry.confirmReverse")} onConfirm={() => reverse.mutate(e.id)}>
              <Button size="small">{t("entry.reverse")}</Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <PagedListView<Entry>
      toolbar={
        <>
          <ChoiceFilter
            placeholder={t("entry.all")}
            onChange={(kind) => setFilters((f) => ({ ...f, kind }))}
            options={ENTRY_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
          {mayRecord && (
            <Button
              type="primary"
              onClick={() => setSpending(true)}
              disabled={(accounts.data ?? []).length === 0}
              data-testid="expenditure-new"
            >
              {t("expenditure.add")}
            </Button>
          )}
          {mayAudit && (
            <Button
              disabled={chosen.length === 0}
              loading={audit.isPending}
              onClick={() => audit.mutate(chosen)}
            >
              {t("entry.audit")}
            </Button>
          )}
        </>
      }
      list={entries}
      testId="entry-rows"
      columns={columns}
      firstUse={t("entries.firstUse")}
    >
      {spending && (
        <ExpenditureModal
          accounts={accounts.data ?? []}
          onClose={() => setSpending(false)}
          onSaved={() => {
            setSpending(false);
            void refresh();
          }}
        />
      )}
      {shown && (
        <Image
          style={{ display: "none" }}
          src={shown}
          preview={{ visible: true, src: shown, onVisibleChange: (v) => !v && setShown(null) }}
        />
      )}
    </PagedListView>
  );
}
