import { Button, Flex, Popconfirm } from "antd";
import type { Column } from "./ResponsiveTable.tsx";

/**
 * A table's action column that moves a row on to another status (the operator console reviewing
 * applications, paying out withdrawals): a small button for each status the row may move to, and
 * nothing when it may not move. With `confirm` each move asks that question first; `pending` is
 * the move under way, whose button shows it loading.
 */
export function movesColumn<Row extends { id: number }, Status extends string>(props: {
  title: string;
  moves: (row: Row) => readonly Status[];
  label: (next: Status) => string;
  onMove: (id: number, next: Status) => void;
  tone?: (next: Status) => "primary" | "danger" | undefined;
  testId?: (next: Status, row: Row) => string | undefined;
  confirm?: string;
  pending?: { id: number; status: Status };
}): Column<Row> {
  const { moves, label, onMove, tone, testId, confirm, pending } = props;
  return {
    title: props.title,
    key: "actions",
    actions: true,
    render: (_: unknown, row) => {
      const nexts = moves(row);
      if (nexts.length === 0) return null;
      return (
        <Flex gap={8} wrap>
          {nexts.map((next) => {
            const button = (
              <Button
                key={next}
                size="small"
                type={tone?.(next) === "primary" ? "primary" : "default"}
                danger={tone?.(next) === "danger"}
                loading={pending?.id === row.id && pending.status === next}
                onClick={confirm ? undefined : () => onMove(row.id, next)}
                data-testid={testId?.(next, row)}
              >
                {label(next)}
              </Button>
            );
            return confirm ? (
              <Popconfirm key={next} title={confirm} onConfirm={() => onMove(row.id, next)}>
                {button}
              </Popconfirm>
            ) : (
              button
            );
          })}
        </Flex>
      );
    },
  };
}
