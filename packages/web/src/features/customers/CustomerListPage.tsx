import { routes } from "@fenestra/api";
import { TRACK_STATES } from "@fenestra/core/crm/crm-machines";
import { CUSTOMER_TYPES } from "@fenestra/core/crm/customer-fields";
import { useMutation } from "@tanstack/react-query";
import { Button, Modal, Tabs, Tag, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { XlsxImportButton } from "../../shared/files/XlsxImportButton.tsx";
import { formatDate } from "../../shared/format/date-time.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { ChoiceFilter, SearchFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { CustomerFormModal } from "./CustomerFormModal.tsx";
import { customerPath } from "./crm-shared.ts";
import { sourceText } from "./customer-source.ts";
import { type Customer, customersApi } from "./customers-api.ts";
import { DueFollowUps } from "./DueFollowUps.tsx";
import { useCustomersT } from "./i18n.ts";
import { ReturnVisits } from "./ReturnVisits.tsx";

/** The customers: search by name, phone or pinyin initials, filters, paged on the server. */
function CustomerList() {
  const t = useCustomersT();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [filters, setFilters] = useState<FiltersOf<typeof routes.crm.list>>({});
  const [adding, setAdding] = useState(false);
  const list = usePagedList(routes.crm.list, filters);
  const set = (patch: FiltersOf<typeof routes.crm.list>) => setFilters((f) => ({ ...f, ...patch }));
  const importing = useMutation({
    mutationFn: customersApi.importXlsx,
    onSuccess: (result) => {
      void invalidate(routes.crm);
      const refused = result.refused.map((r) => t("import.refusedRow", { row: r.row, reason: r.message }));
      const summary = t("import.done", { added: result.added, refused: result.refused.length });
      if (refused.length === 0) toast.success(summary);
      else
        Modal.warning({
          title: summary,
          content: (
            <ul style={{ maxHeight: 300, overflow: "auto", paddingLeft: 16 }}>
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        });
    },
    onError: (error) => showError(error, translateKey("result.importFailed")),
  });
  const exporting = useFileJob();
  const columns: Column<Customer>[] = [
    {
      title: t("field.name"),
      primary: true,
      render: (_, c) => (
        <Link to={customerPath(c.id)} data-testid="customer-link">
          {c.name}
        </Link>
      ),
    },
    { title: t("field.phone"), render: (_, c) => <span style={{ whiteSpace: "nowrap" }}>{c.phone}</span> },
    {
      title: t("field.type"),
      render: (_, c) => <Tag color={c.type === "deal" ? "green" : undefined}>{t(`type.${c.type}`)}</Tag>,
    },
    { title: t("field.track"), render: (_, c) => t(`track.${c.track}`) },
    { title: t("field.nextFollowUp"), render: (_, c) => formatDate(c.nextFollowUp) },
    { title: t("field.owner"), render: (_, c) => c.ownerName ?? "" },
    { title: t("field.source"), render: (_, c) => sourceText(c.source) },
  ];
  return (
    <PagedListView<Customer>
      create={{ label: t("form.new"), onClick: () => setAdding(true), testId: "customer-new" }}
      note={
        <>
          {exporting.node}
          <Typography.Text type="secondary">{t("import.hint")}</Typography.Text>
        </>
      }
      toolbar={
        <>
          <SearchFilter
            placeholder={t("list.search")}
            width={260}
            onSearch={(q) => set({ q })}
            testId="customer-search"
          />
          <ChoiceFilter
            placeholder={t("field.type")}
            onChange={(type) => set({ type })}
            options={CUSTOMER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
          />
          <ChoiceFilter
            placeholder={t("field.track")}
            onChange={(track) => set({ track })}
            options={TRACK_STATES.map((v) => ({ value: v, label: t(`track.${v}`) }))}
          />
        </>
      }
      toolbarEnd={
        <>
          <LinkButton to="/customOrder" testId="custom-order-entry">
            {translateKey("customOrder:settings.entry")}
          </LinkButton>
          <XlsxImportButton
            label={t("import.button")}
            busy={importing.isPending}
            onPick={(file) => importing.mutate(file)}
          />
          <Button
            loading={exporting.busy}
            data-testid="customers-export"
            onClick={() =>
              exporting
                .run(() => customersApi.startExport(filters))
                .catch((error) => showError(error, t("failed")))
            }
          >
            {t("export")}
          </Button>
        </>
      }
      list={list}
      testId="customer-rows"
      columns={columns}
      firstUse={t("list.firstUse")}
    >
      <CustomerFormModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(c) => {
          void invalidate(routes.crm);
          navigate(customerPath(c.id));
        }}
      />
    </PagedListView>
  );
}

/** /manage/customerManagement: customers, the follow-ups due and the return visits. */
function CustomerManagementPage() {
  const t = useCustomersT();
  const [params, setParams] = useSearchParams();
  return (
    <div style={{ padding: "12px clamp(12px, 3vw, 24px)" }} data-testid="customers-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("title")}
      </Typography.Title>
      <Tabs
        activeKey={params.get("tab") ?? "customers"}
        onChange={(tab) => setParams(tab === "customers" ? {} : { tab }, { replace: true })}
        items={[
          { key: "customers", label: t("tabs.customers"), children: <CustomerList /> },
          { key: "due", label: t("tabs.due"), children: <DueFollowUps /> },
          { key: "visits", label: t("tabs.visits"), children: <ReturnVisits /> },
        ]}
      />
    </div>
  );
}

export const Component = withQueryClient(CustomerManagementPage);
