import { routes } from "@fenestra/api";
import { hasPermission } from "@fenestra/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Flex, Segmented, Space, Tag, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { loadChunk } from "../../app/sw/chunk-errors.ts";
import { api } from "../../shared/api/client.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDate, formatDateTime } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { useMeasurementT } from "./i18n.ts";
import { detailPath, type MeasureOrder } from "./measurement-api.ts";
import { keepDetailsAhead, keepOrders } from "./offline/device-orders.ts";
import { keepForOrdering } from "./offline/device-visits.ts";
import { SyncStatus } from "./offline/SyncStatus.tsx";
import {
  openDeviceDbEarly,
  syncServer,
  useDeviceDb,
  useDeviceOrders,
  useOnline,
  useQueuedByOrder,
  useSyncWhenOnline,
} from "./offline/use-device.ts";
import { STATUS_COLOR } from "./status-color.ts";

// a cold start waits for the device store before showing anything: it opens while the page loads
openDeviceDbEarly();

type Span = "day" | "week";

// The office's dialog loads when first opened (a measurer's phone never needs it).
const NewMeasureOrderModal = lazy(() =>
  loadChunk(() => import("./NewMeasureOrderModal.tsx")).then((m) => ({ default: m.NewMeasureOrderModal })),
);

/** The first and last day shown: the day, or its week from Monday. */
function rangeOf(anchor: Dayjs, span: Span): [Dayjs, Dayjs] {
  if (span === "day") return [anchor, anchor];
  const monday = anchor.subtract((anchor.day() + 6) % 7, "day");
  return [monday, monday.add(6, "day")];
}

/**
 * Today's visits first, then the later ones, then those already past (a measurer's phone: what to
 * do now on top); within each, by time.
 */
export function todayFirst(orders: readonly MeasureOrder[], today: string): MeasureOrder[] {
  const rank = (o: MeasureOrder) => {
    const day = dayjs(o.appointmentAt).format("YYYY-MM-DD");
    return day === today ? 0 : day > today ? 1 : 2;
  };
  return [...orders].sort((a, b) => rank(a) - rank(b) || a.appointmentAt.localeCompare(b.appointmentAt));
}

function MeasureList() {
  const t = useMeasurementT();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const user = useSession()?.userinfo;
  const mayOrder = useKeysAllow(routes.measurement.create);
  // a sub-account that does not see all orders sees its own visits: today's first
  const ownOnly = !!user && user.fid !== 0 && !hasPermission(user.permanents ?? null, "get_all_orders");
  const [span, setSpan] = useState<Span>(ownOnly ? "week" : "day");
  const [anchor, setAnchor] = useState(() => dayjs().startOf("day"));
  const [adding, setAdding] = useState(false);
  const [from, to] = rangeOf(anchor, span);
  const query = {
    from: from.format("YYYY-MM-DD"),
    to: to.format("YYYY-MM-DD"),
    tz: -new Date().getTimezoneOffset(),
  };
  const online = useOnline();
  const db = useDeviceDb();
  useSyncWhenOnline(db);
  const list = useQuery({ ...routeQuery(routes.measurement.list, { query }), enabled: online, retry: false });
  // what the server listed is kept on the device, with each visit's openings, for a day offline
  useEffect(() => {
    if (db && list.data)
      void keepOrders(db, list.data).then(() => keepDetailsAhead(db, list.data, syncServer.detail));
  }, [db, list.data]);
  // the customers and measurers are kept too, for a visit ordered with no network
  useEffect(() => {
    if (!online || !mayOrder || !db) return;
    void Promise.all([
      api.call(routes.crm.list, { query: { pageSize: 100 } }),
      api.call(routes.measurement.measurers),
    ])
      .then(([customers, measurers]) => keepForOrdering(db, { customers: customers.items, measurers }))
      .catch(() => {
        // not an action of the user's: what was kept for ordering offline stays
      });
  }, [online, mayOrder, db]);
  const kept = useDeviceOrders(db, query.from, query.to);
  const fromDevice = !list.isSuccess && kept !== undefined;
  // a visit ordered here and not yet on the server shows beside the server's
  const shown = list.isSuccess ? [...list.data, ...(kept ?? []).filter((o) => o.id < 0)] : (kept ?? []);
  const queued = useQueuedByOrder(db);
  const today = dayjs().format("YYYY-MM-DD");
  const orders = ownOnly ? todayFirst(shown, today) : shown;
  const step = span === "day" ? "day" : "week";
  return (
    <div
      style={{ padding: "12px clamp(12px, 3vw, 24px)", maxWidth: 960, margin: "0 auto" }}
      data-testid="measure-list-page"
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t("title")}
        </Typography.Title>
        {mayOrder && (
          <Button
            type="primary"
            // with no network the visit is kept on the device and ordered by the sync
            disabled={!online && !db}
            onClick={() => setAdding(true)}
            data-testid="measure-order-new"
          >
            {t("order.new")}
          </Button>
        )}
      </Flex>
      <Flex gap={8} wrap align="center" style={{ margin: "12px 0" }}>
        <Segmented
          value={span}
          onChange={(v) => setSpan(v as Span)}
          options={[
            { value: "day", label: t("list.day") },
            { value: "week", label: t("list.week") },
          ]}
          data-testid="measure-span"
        />
        <Space.Compact>
          <Button onClick={() => setAnchor((a) => a.subtract(1, step))}>{t("list.previous")}</Button>
          <Button onClick={() => setAnchor(dayjs().startOf("day"))}>{t("list.today")}</Button>
          <Button onClick={() => setAnchor((a) => a.add(1, step))}>{t("list.next")}</Button>
        </Space.Compact>
        <Typography.Text type="secondary" data-testid="measure-range">
          {span === "day"
            ? formatDate(from.toDate())
            : `${formatDate(from.toDate())} – ${formatDate(to.toDate())}`}
        </Typography.Text>
      </Flex>
      <SyncStatus db={db} />
      {fromDevice && !online && (
        <Typography.Paragraph type="secondary" data-testid="measure-from-device">
          {t("offline.listFromDevice")}
        </Typography.Paragraph>
      )}
      {list.isError && online && kept?.length === 0 && (
        <LoadFailed query={list} fallback={t("list.loadFailed")} />
      )}
      {(list.isSuccess || fromDevice) && orders.length === 0 && <Empty description={t("list.empty")} />}
      <Flex vertical gap={8} data-testid="measure-orders">
        {orders.map((o) => (
          <Link key={o.id} to={detailPath(o.id)} data-testid="measure-order-link">
            <Card size="small" hoverable>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>{formatDateTime(o.appointmentAt)}</Typography.Text>
                <Flex gap={4}>
                  {(queued.get(o.id) ?? 0) > 0 && (
                    <Tag color="orange" data-testid="measure-order-unsynced">
                      {t("offline.queued", { count: queued.get(o.id) })}
                    </Tag>
                  )}
                  <Tag color={STATUS_COLOR[o.status]}>{t(`status.${o.status}`)}</Tag>
                </Flex>
              </Flex>
              <div>
                {o.customerName} · {o.customerPhone}
              </div>
              <Typography.Text type="secondary">{o.address}</Typography.Text>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text type="secondary">{o.measurerName}</Typography.Text>
                <Typography.Text type="secondary">
                  {t("list.openings", { count: o.openingCount })}
                </Typography.Text>
              </Flex>
            </Card>
          </Link>
        ))}
      </Flex>
      {adding && (
        <Suspense fallback={null}>
          <NewMeasureOrderModal
            open
            onClose={() => setAdding(false)}
            onSaved={(order) => {
              setAdding(false);
              void invalidate(routes.measurement);
              navigate(detailPath(order.id));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** /measure-management: the measurement visits by day or week; a measurer sees their own. */
export const Component = withQueryClient(MeasureList);
