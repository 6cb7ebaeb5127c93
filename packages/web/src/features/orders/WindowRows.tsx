import {
  CameraOutlined,
  CodeSandboxOutlined,
  CopyOutlined,
  PictureOutlined,
  WarningOutlined,
} from "@ant-design/icons";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Alert, Button, Popconfirm, Tooltip, Typography } from "antd";
import { Link } from "react-router";
import { useAreaFormat } from "../../shared/format/area.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { renderEditorLink, threedLink } from "../../shared/navigation/threed-link.ts";
import { DeleteIconButton } from "../../shared/ui/DeleteIconButton.tsx";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { designerLink } from "./designer-link.ts";
import { ItemPhotos, useItemPhotos } from "./ItemPhotos.tsx";
import { ItemPicture } from "./ItemPicture.tsx";
import type { WindowRow } from "./orders-api.ts";

/** A window row of an order or a contract: the contract's row, the series fields optional. */
export type WindowRowData = Omit<WindowRow, "seriesName" | "seriesMissing"> &
  Partial<Pick<WindowRow, "seriesName" | "seriesMissing">>;

/** Names the windows whose series is gone (deleted, or not the company's); nothing when none is. */
/** A window row's duplicate or delete, sent to the server (SPEC §8 copy and delete). */
export type WindowAction = { kind: "duplicate" | "delete"; run(): Promise<unknown> };

/** The words for how a window action went (common.json keys). */
export const WINDOW_ACTION_TEXT = {
  duplicate: { done: "result.copied", failed: "errors.operation_failed" },
  delete: { done: "result.deleted", failed: "result.deleteFailed" },
} as const;

export function SeriesMissingAlert({ rows, testId }: { rows: readonly WindowRowData[]; testId: string }) {
  const t = useOrdersT();
  const missing = rows.filter((r) => r.seriesMissing);
  if (missing.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      message={t("item.seriesMissingAlert", {
        windows: missing.map((r) => r.windowNo || t("item.unnamed")).join(", "),
      })}
    />
  );
}

type Props = {
  rows: readonly WindowRowData[];
  contractId?: number | null;
  editable: boolean;
  busy?: boolean;
  onDuplicate: (row: WindowRowData) => void;
  onDelete: (row: WindowRowData) => void;
};

/**
 * The windows of an order, on the order and the contract pages: each opens in the designer
 * (and saves back into the same item); duplicate and delete change the totals at once.
 */
export function WindowRows({ rows, contractId, editable, busy, onDuplicate, onDelete }: Props) {
  const t = useOrdersT();
  const area = useAreaFormat();
  const name = (r: WindowRowData) => r.windowNo || t("item.unnamed");
  const photos = useItemPhotos(rows.map((r) => r.orderId));
  const columns: Column<WindowRowData>[] = [
    {
      title: t("item.windowNo"),
      primary: true,
      render: (_, r) => (
        <span style={{ whiteSpace: "nowrap" }}>
          <Link
            to={designerLink({ orderId: r.orderId, itemId: r.id, contractId })}
            data-testid={`window-link-${r.id}`}
            title={t("item.open")}
          >
            {name(r)}
          </Link>
          <Tooltip title={t("item.view3d")}>
            <Link
              to={threedLink(r.orderId, r.id)}
              aria-label={t("item.view3d")}
              data-testid={`window-3d-${r.id}`}
              style={{ marginInlineStart: 8 }}
            >
              <CodeSandboxOutlined />
            </Link>
          </Tooltip>
          <Tooltip title={t("item.render")}>
            <Link
              to={renderEditorLink(r.orderId, r.id)}
              aria-label={t("item.render")}
              data-testid={`window-render-${r.id}`}
              style={{ marginInlineStart: 8 }}
            >
              <CameraOutlined />
            </Link>
          </Tooltip>
          <Tooltip title={t("item.makePicture")}>
            <Link
              to={designerLink({ orderId: r.orderId, itemId: r.id, contractId, route: "drawRender" })}
              aria-label={t("item.makePicture")}
              data-testid={`window-make-picture-${r.id}`}
              style={{ marginInlineStart: 8 }}
            >
              <PictureOutlined />
            </Link>
          </Tooltip>
        </span>
      ),
    },
    ...(rows.some((r) => r.hasPicture)
      ? [
          {
            title: t("item.picture"),
            render: (_: unknown, r: WindowRowData) =>
              r.hasPicture ? <ItemPicture orderId={r.orderId} itemId={r.id} /> : null,
          },
        ]
      : []),
    ...(rows.some((r) => photos.has(r.id))
      ? [
          {
            title: t("item.photos"),
            render: (_: unknown, r: WindowRowData) => {
              const mine = photos.get(r.id);
              return mine ? <ItemPhotos orderId={r.orderId} photos={mine} /> : null;
            },
          },
        ]
      : []),
    { title: t("item.size"), render: (_, r) => `${r.width} × ${r.height}` },
    { title: t("item.count"), dataIndex: "count", align: "right" },
    {
      title: t("item.series"),
      render: (_, r) =>
        r.seriesMissing ? (
          <Typography.Text type="danger" data-testid={`window-series-missing-${r.id}`}>
            <WarningOutlined /> {t("item.seriesMissing", { window: name(r) })}
          </Typography.Text>
        ) : (
          (r.seriesName ?? "")
        ),
    },
    { title: t("list.area", { unit: area.unit }), align: "right", render: (_, r) => area.value(r.area) },
    { title: t("item.price"), align: "right", render: (_, r) => formatYuan(r.price) },
    { title: t("list.amount"), align: "right", render: (_, r) => formatYuan(r.amount) },
  ];
  if (editable)
    columns.push({
      title: "",
      key: "actions",
      actions: true,
      render: (_, r) => (
        <span style={{ whiteSpace: "nowrap" }}>
          <Tooltip title={t("item.duplicate")}>
            <Button
              size="small"
              type="text"
              icon={<CopyOutlined />}
              aria-label={t("item.duplicate")}
              disabled={busy}
              onClick={() => onDuplicate(r)}
              data-testid={`window-duplicate-${r.id}`}
            />
          </Tooltip>
          <Popconfirm
            title={t("item.deleteConfirm", { window: name(r) })}
            okText={t("common.delete")}
            cancelText={t("common.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(r)}
          >
            <DeleteIconButton
              label={t("common.delete")}
              disabled={busy}
              data-testid={`window-delete-${r.id}`}
            />
          </Popconfirm>
        </span>
      ),
    });
  return (
    <ResponsiveTable<WindowRowData> rowKey="id" columns={columns} dataSource={rows} testId="window-rows" />
  );
}
