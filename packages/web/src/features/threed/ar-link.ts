// The saved window's model files on the server (routes.ar.link): Android's Scene Viewer is another
// app, which downloads the model itself and so cannot read a blob: URL made in the browser; the
// server serves the GLB and USDZ of the saved design by a link that opens for half an hour.
import { routes } from "@fenestra/api";
import { useEffect, useState } from "react";
import { api } from "../../shared/api/client.ts";

/** The model files' whole addresses (a phone's AR app is handed them as they are). */
export type ModelUrls = { glb: string; usdz: string };

/**
 * The AR link of the saved window: its files' addresses, null while it is asked for, or "none"
 * when there is no saved window (a drawing not saved as it is) or the server made no link.
 */
export function useArLink(
  saved: { orderId: number | string; itemId: number | string } | null,
): ModelUrls | "none" | null {
  const orderId = saved ? Number(saved.orderId) : null;
  const itemId = saved ? Number(saved.itemId) : null;
  const [link, setLink] = useState<ModelUrls | "none" | null>(null);
  useEffect(() => {
    if (orderId === null || itemId === null) return;
    let live = true;
    setLink(null);
    api.call(routes.ar.link, { params: { id: orderId, itemId } }).then(
      (made) => {
        const whole = (url: string) => new URL(url, window.location.href).href;
        if (live) setLink({ glb: whole(made.glb_url), usdz: whole(made.usdz_url) });
      },
      () => live && setLink("none"),
    );
    return () => {
      live = false;
    };
  }, [orderId, itemId]);
  return saved ? link : "none";
}
