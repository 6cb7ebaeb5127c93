import { routes } from "@fenestra/api";
import {
  emptyOpening,
  type MeasureEvent,
  measureFacts,
  measureTransition,
  type Opening,
} from "@fenestra/core/measurement/index";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Collapse,
  Descriptions,
  Empty,
  Flex,
  Popconfirm,
  Spin,
  Tag,
  Typography,
  theme,
} from "antd";
import { useLiveQuery } from "dexie-react-hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { loadChunk } from "../../app/sw/chunk-errors.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import { toast } from "../../shared/ui/toast.ts";
import { ConvertButton } from "./convert/ConvertButton.tsx";
import { EditVisitButton } from "./edit/EditVisitButton.tsx";
import { useMeasurementT } from "./i18n.ts";
import { changesBetween, detailPath, measurementApi, openingOf } from "./measurement-api.ts";
import { isRefusal, queueAct } from "./offline/device-acts.ts";
import type { DeviceDb, DeviceOrder, VisitAct } from "./offline/device-db.ts";
import { keepDetail, queueChanges } from "./offline/device-orders.ts";
import { serverIdOf } from "./offline/device-visits.ts";
import type { ShownOpening } from "./offline/pending.ts";
import { SyncStatus } from "./offline/SyncStatus.tsx";
import {
  openDeviceDbEarly,
  syncNow,
  useDeviceDb,
  useDeviceDetail,
  useOnline,
  usePermanents,
  useSyncWhenOnline,
} from "./offline/use-device.ts";
import { OpeningPhotos } from "./photos/OpeningPhotos.tsx";
import { SheetButton } from "./sheet/SheetButton.tsx";
import { STATUS_COLOR } from "./status-color.ts";

// a cold start waits for the device store before showing anything: it opens while the page loads
openDeviceDbEarly();

type Editing = { id: string; opening: Opening } | null;
type Act = Exclude<MeasureEvent, "convert">;

// The form loads when first opened: the visit is usable before it (a cold start on a phone).
const OpeningForm = lazy(() =>
  loadChunk(() => import("./OpeningForm.tsx")).then((m) => ({ default: m.OpeningForm })),
);

function OpeningCard({
  orderId,
  o,
  editable,
  onEdit,
  onRemove,
}: {
  orderId: number;
  o: ShownOpening;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useMeasurementT();
  const { token } = theme.useToken();
  // a bordered box as antd's small Card draws it, without the Card (it pulls in Tabs and Skeleton:
  // 14 KB gzipped at a cold start)
  return (
    <div
      data-testid="opening-card"
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: token.paddingSM,
      }}
    >
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong>
          {[o.room, o.position].filter(Boolean).join(" · ") || "—"}{" "}
          {o.unsynced && (
            <Tag color="orange" data-testid="opening-unsynced">
              {t("offline.unsynced")}
            </Tag>
          )}
        </Typography.Text>
        {o.width !== null && o.height !== null ? (
          <Typography.Text data-testid="opening-size">
            {t("opening.size", { width: o.width, height: o.height })}
          </Typography.Text>
        ) : (
          <Tag>{t("opening.notMeasured")}</Tag>
        )}
      </Flex>
      {o.diagonalDifference !== null && (
        <Tag color={o.outOfSquare ? "orange" : "green"} style={{ marginTop: 4 }}>
          {t("opening.difference", { value: o.diagonalDifference })}
        </Tag>
      )}
      <OpeningPhotos orderId={orderId} openingId={o.id} editable={editable} />
      {editable && (
        <Flex gap={8} justify="flex-end" style={{ marginTop: 8 }}>
          <Button size="small" onClick={onEdit} data-testid="opening-edit">
            {t("opening.edit")}
          </Button>
          <Popconfirm title={t("opening.removeConfirm")} onConfirm={onRemove}>
            <Button size="small" danger>
              {t("opening.remove")}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </div>
  );
}

function History({ detail }: { detail: DeviceOrder }) {
  const t = useMeasurementT();
  if (!detail.history?.length)
    return <Typography.Text type="secondary">{t("history.empty")}</Typography.Text>;
  return (
    <Flex vertical gap={4} data-testid="measure-history">
      {detail.history.map((h) => (
        <div key={h.changeId}>
          <Typography.Text type="secondary">{formatDateTime(h.at)}</Typography.Text> {h.userName} ·{" "}
          {h.field === "removed"
            ? t("history.removed")
            : `${t(`history.field.${h.field}`)}: ${h.value ?? "—"}`}{" "}
          {h.outcome === "kept_in_history" && <Tag color="orange">{t("history.kept")}</Tag>}
        </div>
      ))}
    </Flex>
  );
}

function MeasureDetailView() {
  const t = useMeasurementT();
  const invalidate = useInvalidate();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get("id"));
  const [editing, setEditing] = useState<Editing>(null);
  const mayRecord = useKeysAllow(routes.measurement.sync);
  const mayEditVisit = useKeysAllow(routes.measurement.update);
  const online = useOnline();
  const db = useDeviceDb();
  useSyncWhenOnline(db);
  // the server's answer is kept on the device; the page shows the device's copy with what waits
  const detail = useQuery({
    ...routeQuery(routes.measurement.detail, { params: { id } }),
    // a visit ordered here (a negative id) is not on the server yet
    enabled: id > 0 && online,
    retry: false,
  });
  useEffect(() => {
    if (db && detail.data) void keepDetail(db, detail.data);
  }, [db, detail.data]);
  const device = useDeviceDetail(db, id);
  // once the sync ordered a visit ordered here, the page goes on under the server's id
  const ordered = useLiveQuery(async () => (db && id < 0 ? serverIdOf(db, id) : undefined), [db, id]);
  useEffect(() => {
    if (ordered !== undefined) navigate(detailPath(ordered), { replace: true });
  }, [ordered, navigate]);
  const refresh = () => invalidate(routes.measurement);
  const permanents = usePermanents();
  /** Kept on the device and sent by the sync (no network, or no answer). */
  async function keepAct(store: DeviceDb, act: VisitAct, key?: string) {
    await queueAct(store, id, act, key);
    toast.info(t("act.kept"));
    void syncNow(store);
  }
  const fire = useMutation({
    mutationFn: async (event: Act) => {
      const shown = device?.order;
      // with no network the device judges as the server would (the same machine, its openings)
      if (db && shown && (!online || id < 0)) {
        const moved = measureTransition(shown.status, event, permanents, measureFacts(device.openings));
        if (!moved.ok) return toast.error(t(`act.refusal.${moved.refusal}`));
        return keepAct(db, { kind: "transition", event });
      }
      // the server judges the openings it holds: what waits here goes first
      if (db) await syncNow(db);
      const key = newRequestKey();
      try {
        await measurementApi.transition(id, event, key);
      } catch (error) {
        // no answer (the network went): kept here like any act made offline, under the same key
        if (!db || isRefusal(error)) throw error;
        return keepAct(db, { kind: "transition", event }, key);
      }
      toast.success(t("event.done"));
      void refresh();
    },
    onError: (error) => showError(error, t("event.failed")),
  });
  if (!Number.isInteger(id) || id === 0) return <Empty />;
  if (!device) return <Spin style={{ display: "block", margin: 48 }} />;
  if (!device.order) {
    if (!online) return <Empty description={t("offline.notOnDevice")} />;
    if (detail.isError) return <LoadFailed query={detail} fallback={t("list.loadFailed")} />;
    return <Spin style={{ display: "block", margin: 48 }} />;
  }
  const d = device.order;
  const open = d.status === "scheduled" || d.status === "measured";
  const editable = open && mayRecord;
  async function saveOpening(openingId: string, before: Opening, after: Opening) {
    const changes = changesBetween(openingId, before, after);
    // kept on the device first, so nothing recorded depends on the network
    if (db && changes.length > 0) await queueChanges(db, id, changes);
    setEditing(null);
    if (db) void syncNow(db);
  }
  const events = (d.events ?? []).filter((e): e is Act => e !== "convert");
  async function saveVisit(body: Extract<VisitAct, { kind: "update" }>["body"], measurerName: string) {
    if (db && !online) return keepAct(db, { kind: "update", body, measurerName });
    const key = newRequestKey();
    try {
      await measurementApi.update(id, body, key);
    } catch (error) {
      if (!db || isRefusal(error)) throw error;
      return keepAct(db, { kind: "update", body, measurerName }, key);
    }
    void refresh();
  }
  return (
    <div
      style={{ padding: "12px clamp(12px, 3vw, 24px)", maxWidth: 960, margin: "0 auto" }}
      data-testid="measure-detail-page"
    >
      <Link to="/measure-management">{t("order.back")}</Link>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ margin: "8px 0" }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {d.customerName}
        </Typography.Title>
        <Tag color={STATUS_COLOR[d.status]} data-testid="measure-status">
          {t(`status.${d.status}`)}
        </Tag>
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t("order.phone")}>
          <a href={`tel:${d.customerPhone}`}>{d.customerPhone}</a>
        </Descriptions.Item>
        <Descriptions.Item label={t("order.appointmentAt")}>
          {formatDateTime(d.appointmentAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t("order.address")}>{d.address}</Descriptions.Item>
        <Descriptions.Item label={t("order.measurer")}>{d.measurerName}</Descriptions.Item>
        {d.note && <Descriptions.Item label={t("order.note")}>{d.note}</Descriptions.Item>}
        {d.orderId !== null && (
          <Descriptions.Item label={t("order.intentOrder")}>
            <Link to={`/orders/detail/${d.orderId}`} data-testid="measure-intent-order">
              #{d.orderId}
            </Link>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Flex gap={8} wrap style={{ margin: "12px 0" }}>
        {/* editing works offline (kept on the device); the sheet is the server's PDF: online */}
        {d.id > 0 && open && mayEditVisit && (
          <EditVisitButton visit={d} db={online ? null : db} save={saveVisit} />
        )}
        {d.events?.includes("convert") && <ConvertButton id={d.id} online={online && d.id > 0} />}
        {online && d.id > 0 && device.openings.length > 0 && <SheetButton id={d.id} />}
        {events.map((event) =>
          event === "cancel" ? (
            <Popconfirm key={event} title={t("event.cancelConfirm")} onConfirm={() => fire.mutate(event)}>
              <Button danger loading={fire.isPending} data-testid="measure-cancel">
                {t(`event.${event}`)}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              key={event}
              loading={fire.isPending}
              onClick={() => fire.mutate(event)}
              data-testid={`measure-${event}`}
            >
              {t(`event.${event}`)}
            </Button>
          ),
        )}
      </Flex>
      {device.refused.map((act) => (
        <Alert
          key={act.clientId}
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="act-refused"
          title={t("act.refused", {
            act: act.kind === "update" ? t("act.edit") : t(`event.${act.event}`),
            message: act.refused,
          })}
          action={
            <Button size="small" onClick={() => db && void db.acts.delete(act.clientId)}>
              {t("act.dismiss")}
            </Button>
          }
        />
      ))}
      <SyncStatus db={db} orderId={id} />
      <Flex justify="space-between" align="center" style={{ margin: "12px 0 8px" }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("opening.title")}
        </Typography.Title>
        {editable && (
          <Button
            type="primary"
            onClick={() => setEditing({ id: newRequestKey(), opening: emptyOpening() })}
            data-testid="opening-add"
          >
            {t("opening.add")}
          </Button>
        )}
      </Flex>
      {device.openings.length === 0 && <Empty description={t("opening.none")} />}
      <Flex vertical gap={8} data-testid="openings">
        {device.openings.map((o) => (
          <OpeningCard
            key={o.id}
            orderId={d.id}
            o={o}
            editable={editable}
            onEdit={() => setEditing({ id: o.id, opening: openingOf(o) })}
            onRemove={() =>
              void saveOpening(o.id, openingOf(o), { ...openingOf(o), removed: true }).catch((error) =>
                showError(error, t("opening.saveFailed")),
              )
            }
          />
        ))}
      </Flex>
      <Collapse
        style={{ marginTop: 16 }}
        items={[{ key: "history", label: t("history.title"), children: <History detail={d} /> }]}
      />
      {editing && (
        <Suspense fallback={null}>
          <OpeningForm
            opening={editing.opening}
            onClose={() => setEditing(null)}
            onSave={(next) => saveOpening(editing.id, editing.opening, next)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** /measure-management-detail?id=N: one visit, its openings recorded at the field, and its acts. */
export const Component = withQueryClient(MeasureDetailView);
