import { Button, Flex } from "antd";
import type { CSSProperties, ReactNode } from "react";
import type { FirstStep } from "../ui/EmptyState.tsx";
import { PagedTable, type PagedTableProps } from "./PagedTable.tsx";

/** The page's "new" action: one primary button in the toolbar, and what the empty list offers. */
export type CreateAction = { label: string; onClick: () => void; testId?: string };

type Props<T> = Omit<PagedTableProps<T>, "firstUse"> & {
  /** The filters and buttons above the table, before the create button. */
  toolbar?: ReactNode;
  /** The toolbar's buttons after the create button. */
  toolbarEnd?: ReactNode;
  create?: CreateAction;
  /** A line between the toolbar and the table (a hint, a total). */
  note?: ReactNode;
  /** What the list says while it has no rows at all; it offers the create action unless firstStep is set. */
  firstUse?: string;
  /** The empty list's action when it is not the create action (a link to another page). */
  firstStep?: FirstStep;
  style?: CSSProperties;
  pageTestId?: string;
  /** What stands below the table (its dialogs). */
  children?: ReactNode;
};

/** A paged list screen: its toolbar (filters, the create button), a note, the table, its dialogs. */
export function PagedListView<T extends object>({
  toolbar,
  toolbarEnd,
  create,
  note,
  firstUse,
  firstStep,
  style,
  pageTestId,
  children,
  ...table
}: Props<T>) {
  const bar = toolbar !== undefined || create !== undefined || toolbarEnd !== undefined;
  return (
    <Flex vertical gap={12} style={style} data-testid={pageTestId}>
      {bar && (
        <Flex gap={8} wrap>
          {toolbar}
          {create && (
            <Button type="primary" onClick={create.onClick} data-testid={create.testId}>
              {create.label}
            </Button>
          )}
          {toolbarEnd}
        </Flex>
      )}
      {note}
      <PagedTable<T>
        {...table}
        firstUse={firstUse === undefined ? undefined : { text: firstUse, action: firstStep ?? create }}
      />
      {children}
    </Flex>
  );
}
