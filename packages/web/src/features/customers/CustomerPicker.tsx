import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex, Select } from "antd";
import { useEffect, useRef, useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { CustomerFormModal } from "./CustomerFormModal.tsx";
import type { Customer } from "./customers-api.ts";
import { useCustomersT } from "./i18n.ts";

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The picked (or just created) customer, for the form to show its name, phone and address. */
  onPicked?: (customer: Customer | null) => void;
};

/**
 * Picks a customer record for a contract (search by name, phone or pinyin initials) or creates
 * one on the spot. A form control: value is the customer's id.
 */
export function CustomerPicker({ value, onChange, onPicked }: Props) {
  const t = useCustomersT();
  const [q, setQ] = useState("");
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Customer | null>(null);
  const found = useQuery({
    ...routeQuery(routes.crm.list, { query: { q: q || undefined, pageSize: 20 } }),
  });
  const chosen = useQuery({
    ...routeQuery(routes.crm.detail, { params: { id: value as number } }),
    enabled: typeof value === "number" && !found.data?.items.some((c) => c.id === value),
  });
  const options = [
    ...(found.data?.items ?? []),
    ...(created ? [created] : []),
    ...(chosen.data ? [chosen.data] : []),
  ];
  const unique = [...new Map(options.map((c) => [c.id, c])).values()];
  // A customer given as the starting value (a customer's "New contract") is reported once it loads.
  const reported = useRef<number | null>(null);
  const current = unique.find((c) => c.id === value) ?? null;
  useEffect(() => {
    if (!current || reported.current === current.id) return;
    reported.current = current.id;
    onPicked?.(current);
  }, [current, onPicked]);
  const pick = (id: number | null) => {
    reported.current = id;
    onChange?.(id);
    onPicked?.(unique.find((c) => c.id === id) ?? null);
  };
  return (
    <Flex gap={8}>
      <Select
        showSearch={{ filterOption: false, onSearch: setQ }}
        allowClear
        value={value ?? undefined}
        placeholder={t("pick.placeholder")}
        style={{ flex: 1, minWidth: 0 }}
        loading={found.isFetching}
        onChange={(id?: number) => pick(id ?? null)}
        options={unique.map((c) => ({ value: c.id, label: `${c.name} · ${c.phone}` }))}
        data-testid="contract-customer-pick"
      />
      <Button onClick={() => setCreating(true)} data-testid="contract-customer-create">
        {t("pick.create")}
      </Button>
      <CustomerFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(c) => {
          reported.current = c.id;
          setCreated(c);
          onChange?.(c.id);
          onPicked?.(c);
        }}
      />
    </Flex>
  );
}
