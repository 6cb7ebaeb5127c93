import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, type FirstStep } from "../ui/EmptyState.tsx";
import { type Column, ResponsiveTable } from "../ui/ResponsiveTable.tsx";
import { type PagedList, pagerOf } from "./use-paged-list.ts";

export type PagedTableProps<T> = {
  list: PagedList<T, unknown>;
  /** The field that keys a row; "id" unless told. */
  rowKey?: keyof T & string;
  columns: Column<T>[];
  testId?: string;
  /** What an empty list says. */
  empty?: ReactNode;
  /**
   * What the list says while it has no rows at all (no filter set): what would be here and the
   * action that adds the first. With a filter set, an empty list says nothing matches.
   */
  firstUse?: { text: string; action?: FirstStep };
  /** No pager while the whole list fits on one page. */
  hideOnSinglePage?: boolean;
};

/** A server-paged list (from usePagedList) as a table, or as cards on a phone, with its pager. */
export function PagedTable<T extends object>({
  list,
  rowKey = "id" as keyof T & string,
  columns,
  testId,
  empty,
  firstUse,
  hideOnSinglePage,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  // A list that could not be read says why and offers to try again (the table's `failed`):
  // never "nothing yet" for rows it did not see.
  const shown = list.filtered ? (
    <EmptyState text={t("list.noMatch")} />
  ) : firstUse ? (
    <EmptyState text={firstUse.text} action={firstUse.action} />
  ) : (
    empty
  );
  return (
    <ResponsiveTable<T>
      rowKey={rowKey}
      columns={columns}
      testId={testId}
      empty={shown}
      failed={list.query}
      loading={list.query.isLoading}
      dataSource={list.items}
      pagination={pagerOf(list, hideOnSinglePage)}
    />
  );
}
