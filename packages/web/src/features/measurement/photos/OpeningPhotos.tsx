import { CameraOutlined, HighlightOutlined } from "@ant-design/icons";
import { PHOTO_MAX_MB, routes } from "@fenestra/api";
import type { Annotation } from "@fenestra/core/measurement/index";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Flex, Popconfirm, Spin, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { lazyPart } from "../../../app/layout/lazy-part.tsx";
import { newRequestKey } from "../../../shared/api/request-key.ts";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { blobBase64 } from "../../../shared/files/base64.ts";
import type { SketchPhotoState } from "../../../shared/navigation/sketch-photo.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { useMeasurementT } from "../i18n.ts";
import type { DeviceMedia } from "../offline/device-db.ts";
import { keepPhoto, remarkPhoto } from "../offline/device-media.ts";
import { syncNow, useDeviceDb, useDevicePhotos, useOnline } from "../offline/use-device.ts";
import { useMeasureToolsT } from "../tools-i18n.ts";
import { flatten } from "./draw-annotations.ts";
import { type MeasurePhoto, photoApi } from "./photo-api.ts";
import { PhotoRefused, preparePhoto, workingPicture } from "./prepare-photo.ts";

// The editor (its tools, form and dialog) loads when a photo is first marked: the visit is usable before.
const PhotoEditor = lazyPart(() => import("./PhotoEditor.tsx").then((m) => m.PhotoEditor));

/** A photo of the opening as shown: kept on this device (taken here), or only on the server. */
type Shown = { clientId: string; device?: DeviceMedia; server?: MeasurePhoto };

/** What the editor works on: a new photo (its id made here, so a resend keeps one) or one kept. */
type Editing =
  | { kind: "new"; clientId: string; original: Blob; picture: ImageBitmap }
  | { kind: "kept"; shown: Shown; picture: ImageBitmap };

/** A blob's object URL while the component shows it. */
function useBlobUrl(blob: Blob | undefined | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** A photo's marked picture: the device's copy, else read from the server through the visit. */
function Thumb({ orderId, shown, onOpen }: { orderId: number; shown: Shown; onOpen: () => void }) {
  const t = useMeasureToolsT();
  const tm = useMeasurementT();
  const [fetched, setFetched] = useState<Blob | null>(null);
  const server = shown.device ? undefined : shown.server;
  // a new marking is a new `photo` object: its picture is read again
  useEffect(() => {
    if (!server) return;
    let live = true;
    void photoApi.flattened(orderId, server.id).then((blob) => live && setFetched(blob));
    return () => {
      live = false;
    };
  }, [orderId, server]);
  const url = useBlobUrl(shown.device?.flattened ?? fetched);
  const waiting = shown.device && shown.device.state !== "synced";
  return (
    <Flex vertical gap={2} align="center">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t("photos.open")}
        data-testid="photo-thumb"
        style={{
          padding: 0,
          border: "1px solid #d9d9d9",
          borderRadius: 6,
          background: "#fafafa",
          cursor: "pointer",
        }}
      >
        {url ? (
          // a plain img: antd's Image (11 KB gzipped) is not worth a thumbnail without its preview
          <img
            src={url}
            alt=""
            width={96}
            height={72}
            style={{ display: "block", objectFit: "cover", borderRadius: 6 }}
          />
        ) : (
          <Spin size="small" style={{ width: 96, height: 72, display: "grid", placeItems: "center" }} />
        )}
      </button>
      {waiting && (
        <Tag color="orange" style={{ margin: 0 }} data-testid="photo-unsynced">
          {tm("offline.unsynced")}
        </Tag>
      )}
    </Flex>
  );
}

/**
 * An opening's photos with their marks: take or pick one (a phone offers the camera), mark it,
 * and it is kept on this device first and sent when the network allows (the sync); a kept photo
 * opens again to change its marks. With no device store (a browser refusing IndexedDB) a photo
 * goes to the server at once.
 */
export function OpeningPhotos({
  orderId,
  openingId,
  editable,
}: {
  orderId: number;
  openingId: string;
  editable: boolean;
}) {
  const t = useMeasureToolsT();
  const invalidate = useInvalidate();
  const online = useOnline();
  const db = useDeviceDb();
  const input = useRef<HTMLInputElement>(null);
  const list = useQuery({
    ...routeQuery(routes.measurePhotos.list, { params: { id: orderId } }),
    // a visit ordered here (a negative id) has no photos on the server yet
    enabled: online && orderId > 0,
    retry: false,
  });
  const devicePhotos = useDevicePhotos(db, openingId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const held = new Map((devicePhotos ?? []).map((m) => [m.clientId, m]));
  const shown: Shown[] = [
    ...(devicePhotos ?? []).map((m) => ({
      clientId: m.clientId,
      device: m,
      server: list.data?.find((p) => p.clientId === m.clientId),
    })),
    ...(list.data ?? [])
      .filter((p) => p.openingId === openingId && !held.has(p.clientId))
      .map((p) => ({ clientId: p.clientId, server: p })),
  ];
  const navigate = useNavigate();

  async function picked(file: File | undefined) {
    if (!file) return;
    setRefusal(null);
    setBusy(true);
    try {
      const { original, picture } = await preparePhoto(file);
      setEditing({ kind: "new", clientId: newRequestKey(), original, picture });
    } catch (error) {
      if (error instanceof PhotoRefused) setRefusal(t(`photos.${error.refusal}`, { max: PHOTO_MAX_MB }));
      else showError(error, t("photos.saveFailed"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  async function open(photo: Shown) {
    setBusy(true);
    try {
      const original =
        photo.device?.original ?? (await photoApi.original(orderId, (photo.server as MeasurePhoto).id));
      setEditing({ kind: "kept", shown: photo, picture: await workingPicture(original) });
    } catch (error) {
      showError(error, t("photos.loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  /** Keeps the photo or its new marks: on this device first (then synced), else on the server. */
  async function keep(current: Editing, marks: Annotation[]) {
    const flat = await flatten(current.picture, marks);
    if (current.kind === "new" && db) {
      const photo = { clientId: current.clientId, orderId, openingId, original: current.original };
      await keepPhoto(db, { ...photo, flattened: flat, annotations: marks });
    } else if (current.kind === "kept" && current.shown.device && db)
      await remarkPhoto(db, current.shown.clientId, flat, marks);
    else {
      const flattened = await blobBase64(flat);
      if (current.kind === "new")
        await photoApi.upload(orderId, {
          clientId: current.clientId,
          openingId,
          photo: await blobBase64(current.original),
          flattened,
          annotations: marks,
        });
      else
        await photoApi.annotate(orderId, (current.shown.server as MeasurePhoto).id, {
          flattened,
          annotations: marks,
        });
      await invalidate(routes.measurePhotos);
      return;
    }
    if (db) void syncNow(db);
  }

  async function save(marks: Annotation[]) {
    if (!editing) return;
    try {
      await keep(editing, marks);
      toast.success(t("photos.saved"));
      editing.picture.close();
      setEditing(null);
    } catch (error) {
      showError(error, t("photos.saveFailed"));
    }
  }

  /** A photo of a hand sketch: the drawing page's sketch recognition reads it (on this device). */
  async function recognise(photo: Shown) {
    setBusy(true);
    try {
      const sketchPhoto =
        photo.device?.original ??
        (photo.server ? await photoApi.original(orderId, photo.server.id) : undefined);
      if (sketchPhoto) await navigate("/draw", { state: { sketchPhoto } satisfies SketchPhotoState });
    } catch (error) {
      showError(error, t("photos.loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove(photo: Shown) {
    try {
      // a photo the server never had goes from this device alone
      const serverId = photo.server?.id ?? photo.device?.serverId;
      if (serverId !== undefined) await photoApi.remove(orderId, serverId);
      if (photo.device && db) await db.media.delete(photo.clientId);
      await invalidate(routes.measurePhotos);
    } catch (error) {
      showError(error, t("photos.saveFailed"));
    }
  }

  const initial =
    editing?.kind === "kept"
      ? (editing.shown.device?.annotations ?? editing.shown.server?.annotations ?? [])
      : [];
  return (
    <div style={{ marginTop: 8 }} data-testid="opening-photos">
      <Flex gap={8} wrap align="center">
        {shown.map((p) => (
          <Flex key={p.clientId} vertical gap={2} align="center">
            <Thumb orderId={orderId} shown={p} onOpen={() => void open(p)} />
            <Button
              size="small"
              type="link"
              icon={<HighlightOutlined />}
              onClick={() => void recognise(p)}
              data-testid="photo-recognise"
            >
              {t("photos.recognise")}
            </Button>
            {editable && (
              <Popconfirm title={t("photos.removeConfirm")} onConfirm={() => remove(p)}>
                <Button
                  size="small"
                  type="link"
                  danger
                  // removing what the server holds needs it
                  disabled={!online && (p.server !== undefined || p.device?.serverId !== undefined)}
                >
                  {t("photos.remove")}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        ))}
        {editable && (
          <>
            <Button
              icon={<CameraOutlined />}
              loading={busy}
              onClick={() => input.current?.click()}
              data-testid="photo-add"
            >
              {t("photos.add")}
            </Button>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
              hidden
              data-testid="photo-file"
              onChange={(e) => void picked(e.target.files?.[0])}
            />
          </>
        )}
      </Flex>
      {refusal && (
        <Alert type="error" showIcon message={refusal} style={{ marginTop: 8 }} data-testid="photo-refused" />
      )}
      {editing && (
        <PhotoEditor
          picture={editing.picture}
          initial={initial}
          onSave={save}
          onCancel={() => {
            editing.picture.close();
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
