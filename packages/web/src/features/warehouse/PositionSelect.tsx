// A storage position chosen from the company's list (GET /api/warehouse/positions): searched by
// name, and a name the list does not have yet can be added from the same field.

import { routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import { routeKey } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { emptyUnlessFailed } from "../../shared/list/LoadFailed.tsx";
import { useWarehouseT } from "./i18n.ts";
import { type Position, warehouseApi } from "./warehouse-api.ts";

const POSITIONS_KEY = routeKey(routes.warehouse.positions);

/** The company's positions, shared by every position field and filter of the warehouse. */
export function usePositions(enabled = true) {
  return useQuery({ ...routeQuery(routes.warehouse.positions), enabled });
}

/** The option that adds the typed name as a new position. */
const ADD = -1;

export function PositionSelect(props: {
  value?: number | null;
  onChange?: (id: number | null, position?: Position) => void;
  /** Offer to add a typed name that is not in the list (forms; not the filters). */
  canAdd?: boolean;
  placeholder?: string;
  testId?: string;
  style?: React.CSSProperties;
}) {
  const { canAdd = true } = props;
  const t = useWarehouseT();
  const client = useQueryClient();
  const list = usePositions();
  const [search, setSearch] = useState("");
  const items = list.data?.items ?? [];
  const typed = search.trim();
  const create = useMutation({
    mutationFn: warehouseApi.createPosition,
    onSuccess: (p) => {
      client.setQueryData<{ items: Position[] }>(POSITIONS_KEY, (old) => ({
        items: [...(old?.items ?? []).filter((x) => x.id !== p.id), p].sort((a, b) =>
          a.name.localeCompare(b.name, "en", { numeric: true }),
        ),
      }));
      setSearch("");
      props.onChange?.(p.id, p);
    },
    onError: (error) => showError(error, t("failed")),
  });
  const options: { value: number; label: string }[] = items.map((p) => ({ value: p.id, label: p.name }));
  if (canAdd && typed !== "" && !items.some((p) => p.name === typed))
    options.push({ value: ADD, label: t("position.add", { name: typed }) });
  return (
    <Select<number>
      showSearch
      allowClear
      searchValue={search}
      onSearch={setSearch}
      filterOption={(input, option) =>
        option?.value === ADD ||
        String(option?.label ?? "")
          .toLowerCase()
          .includes(input.trim().toLowerCase())
      }
      loading={list.isLoading || create.isPending}
      value={props.value ?? undefined}
      placeholder={props.placeholder ?? t("position.choose")}
      notFoundContent={emptyUnlessFailed(list, t("position.none"))}
      style={{ minWidth: 160, ...props.style }}
      options={options}
      onChange={(id) => {
        if (id === ADD) create.mutate(typed);
        else
          props.onChange?.(
            id ?? null,
            items.find((p) => p.id === id),
          );
      }}
      data-testid={props.testId}
    />
  );
}
