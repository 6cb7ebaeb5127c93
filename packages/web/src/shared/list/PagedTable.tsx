import type { ReactNode } from "react";
import { type Column, ResponsiveTable } from "../ui/ResponsiveTable.tsx";
import type { PagedList } from "./use-paged-list.ts";

type Props<T> = {
  list: PagedList<T, unknown>;
  rowKey: keyof T & string;
  columns: Column<T>[];
  testId?: string;
  /** What an empty list says. */
  empty?: ReactNode;
  /** No pager while the whole list fits on one page. */
  hideOnSinglePage?: boolean;
};

/** A server-paged list (from usePagedList) as a table, or as cards on a phone, with its pager. */
export function PagedTable<T extends object>({
  list,
  rowKey,
  columns,
  testId,
  empty,
  hideOnSinglePage,
}: Props<T>) {
  return (
    <ResponsiveTable<T>
      rowKey={rowKey}
      columns={columns}
      testId={testId}
      empty={empty}
      loading={list.query.isLoading}
      dataSource={list.items}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: list.total,
        onChange: list.setPage,
        ...(hideOnSinglePage ? { hideOnSinglePage } : {}),
      }}
    />
  );
}
