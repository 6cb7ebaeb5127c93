import { formatYuan } from "@fenestra/core/pricing/money-text";
import { formatDateTime } from "../format/date-time.ts";
import type { Column } from "./ResponsiveTable.tsx";

type More<T> = Omit<Column<T>, "title" | "dataIndex" | "render">;

/** A column of times (ISO strings) in the user's language; "—" where there is none yet. */
export function timeColumn<T>(title: string, dataIndex: keyof T & string, more?: More<T>): Column<T> {
  return { title, dataIndex, render: (at: string | null) => (at ? formatDateTime(at) : "—"), ...more };
}

/** A column of amounts in fen, shown in yuan and aligned right. */
export function moneyColumn<T>(title: string, dataIndex: keyof T & string, more?: More<T>): Column<T> {
  return { title, dataIndex, align: "right", render: (fen: number) => formatYuan(fen), ...more };
}
