import { Card, Empty, Flex, Grid, Pagination, Spin, Table, type TableProps, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import type { Key, ReactNode } from "react";
import { emptyUnlessFailed, type LoadedQuery } from "../list/LoadFailed.tsx";
import { EmptyState } from "./EmptyState.tsx";

export type Column<T> = ColumnType<T> & {
  /** The card's heading on a phone (e.g. the contract or window number). */
  primary?: boolean;
  /** Shown in the card's footer on a phone (row actions). */
  actions?: boolean;
};

type Props<T> = {
  rowKey: keyof T & string;
  columns: Column<T>[];
  dataSource: readonly T[];
  loading?: boolean;
  pagination?: TableProps<T>["pagination"];
  testId?: string;
  /** What an empty list says: a sentence, or an EmptyState with its action (antd's "No data" when left out). */
  empty?: ReactNode;
  /**
   * The read the rows come from: when it failed the list says why and offers Try again instead
   * of its empty view (a list that could not be read never says there is nothing).
   */
  failed?: LoadedQuery;
};

function cellOf<T>(column: Column<T>, record: T, index: number): ReactNode {
  const value = column.dataIndex ? (record as Record<string, unknown>)[String(column.dataIndex)] : undefined;
  if (column.render) return column.render(value, record, index) as ReactNode;
  return value as ReactNode;
}

/**
 * A table on a wide screen; on a phone (below antd's md, 768 px) each row becomes a card of
 * label / value lines, so nothing is wider than the screen. Same columns.
 */
export function ResponsiveTable<T extends object>(props: Props<T>) {
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const { rowKey, columns, dataSource, loading, pagination, testId } = props;
  const empty = emptyUnlessFailed(
    props.failed,
    typeof props.empty === "string" ? <EmptyState text={props.empty} /> : props.empty,
  );
  if (!phone)
    return (
      <Table<T>
        rowKey={rowKey}
        size="small"
        loading={loading}
        pagination={pagination ?? false}
        dataSource={dataSource as T[]}
        columns={columns}
        data-testid={testId}
        scroll={{ x: "max-content" }}
        {...(empty === undefined ? {} : { locale: { emptyText: empty } })}
      />
    );
  const primary = columns.find((c) => c.primary);
  const body = columns.filter((c) => !c.primary && !c.actions);
  const actions = columns.filter((c) => c.actions);
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {loading && <Spin />}
      {!loading && dataSource.length === 0 && (empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)}
      {dataSource.map((record, index) => (
        <Card
          key={String((record as Record<string, unknown>)[rowKey] as Key)}
          size="small"
          data-testid="row-card"
          title={primary ? cellOf(primary, record, index) : undefined}
        >
          <Flex vertical gap={4}>
            {body.map((column, k) => (
              <Flex key={String(column.key ?? column.dataIndex ?? k)} justify="space-between" gap={12}>
                <Typography.Text type="secondary" style={{ flex: "none" }}>
                  {column.title as ReactNode}
                </Typography.Text>
                <span style={{ textAlign: "right", minWidth: 0, overflowWrap: "anywhere" }}>
                  {cellOf(column, record, index)}
                </span>
              </Flex>
            ))}
            {actions.length > 0 && (
              <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 4 }}>
                {actions.map((column, k) => (
                  <span key={String(column.key ?? k)}>{cellOf(column, record, index)}</span>
                ))}
              </Flex>
            )}
          </Flex>
        </Card>
      ))}
      {pagination && (pagination.total ?? 0) > (pagination.pageSize ?? 20) && (
        <Pagination
          simple
          align="center"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={pagination.onChange}
        />
      )}
    </Flex>
  );
}
