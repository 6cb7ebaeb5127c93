import { CameraOutlined, HighlightOutlined } from "@ant-design/icons";
import { PHOTO_MAX_MB, routes } from "@fenestra/api";
import type { Annotation } from "@fenestra/core/measurement/index";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Flex, Image, Popconfirm, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { newRequestKey } from "../../../shared/api/request-key.ts";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { blobBase64 } from "../../../shared/files/base64.ts";
import type { SketchPhotoState } from "../../../shared/navigation/sketch-photo.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { useMeasureToolsT } from "../tools-i18n.ts";
import { flatten } from "./draw-annotations.ts";
import { PhotoEditor } from "./PhotoEditor.tsx";
import { type MeasurePhoto, photoApi } from "./photo-api.ts";
import { PhotoRefused, preparePhoto, workingPicture } from "./prepare-photo.ts";

/** What the editor works on: a new photo (its id made here, so a resend keeps one) or one kept. */
type Editing =
  | { kind: "new"; clientId: string; original: Blob; picture: ImageBitmap }
  | { kind: "kept"; photo: MeasurePhoto; picture: ImageBitmap };

/** A kept photo's marked picture, read through the visit. */
function Thumb({ orderId, photo, onOpen }: { orderId: number; photo: MeasurePhoto; onOpen: () => void }) {
  const t = useMeasureToolsT();
  const [url, setUrl] = useState<string | null>(null);
  // a new marking is a new `photo` object: its picture is read again
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void photoApi.flattened(orderId, photo.id).then((blob) => {
      if (!live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [orderId, photo]);
  return (
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
        <Image
          src={url}
          preview={false}
          width={96}
          height={72}
          style={{ objectFit: "cover", borderRadius: 6 }}
        />
      ) : (
        <Spin size="small" style={{ width: 96, height: 72, display: "grid", placeItems: "center" }} />
      )}
    </button>
  );
}

/**
 * An opening's photos with their marks: take or pick one (a phone offers the camera), mark it,
 * and it is kept on the server; a kept photo opens again to change its marks.
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
  const input = useRef<HTMLInputElement>(null);
  const list = useQuery(routeQuery(routes.measurePhotos.list, { params: { id: orderId } }));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = (list.data ?? []).filter((p) => p.openingId === openingId);
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

  async function open(photo: MeasurePhoto) {
    setBusy(true);
    try {
      const picture = await workingPicture(await photoApi.original(orderId, photo.id));
      setEditing({ kind: "kept", photo, picture });
    } catch (error) {
      showError(error, t("photos.loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function save(marks: Annotation[]) {
    if (!editing) return;
    try {
      const flattened = await blobBase64(await flatten(editing.picture, marks));
      if (editing.kind === "new")
        await photoApi.upload(orderId, {
          clientId: editing.clientId,
          openingId,
          photo: await blobBase64(editing.original),
          flattened,
          annotations: marks,
        });
      else await photoApi.annotate(orderId, editing.photo.id, { flattened, annotations: marks });
      toast.success(t("photos.saved"));
      editing.picture.close();
      setEditing(null);
      await invalidate(routes.measurePhotos);
    } catch (error) {
      showError(error, t("photos.saveFailed"));
    }
  }

  /** A photo of a hand sketch: the drawing page's sketch recognition reads it (on this device). */
  async function recognise(photo: MeasurePhoto) {
    setBusy(true);
    try {
      const sketchPhoto = await photoApi.original(orderId, photo.id);
      await navigate("/draw", { state: { sketchPhoto } satisfies SketchPhotoState });
    } catch (error) {
      showError(error, t("photos.loadFailed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove(photo: MeasurePhoto) {
    try {
      await photoApi.remove(orderId, photo.id);
      await invalidate(routes.measurePhotos);
    } catch (error) {
      showError(error, t("photos.saveFailed"));
    }
  }

  return (
    <div style={{ marginTop: 8 }} data-testid="opening-photos">
      <Flex gap={8} wrap align="center">
        {mine.map((p) => (
          <Flex key={p.id} vertical gap={2} align="center">
            <Thumb orderId={orderId} photo={p} onOpen={() => void open(p)} />
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
                <Button size="small" type="link" danger>
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
          initial={editing.kind === "kept" ? editing.photo.annotations : []}
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
