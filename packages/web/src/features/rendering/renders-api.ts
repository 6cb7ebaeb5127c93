import {
  type DataOf,
  type RenderSettings,
  type RenderSettingsAnswer,
  type RenderSettingsUpdate,
  routes,
} from "@fenestra/api";
import { api } from "../../shared/api/client.ts";
import { saveBlob } from "../../shared/files/save-blob.ts";

// The saved effect renders of the company (routes.renders): list, share, delete, settings.

export type Render = DataOf<typeof routes.renders.get>;
export type RenderShare = DataOf<typeof routes.renders.share>;
export type { RenderSettings, RenderSettingsAnswer };

export const rendersApi = {
  remove: (id: number) => api.call(routes.renders.remove, { params: { id } }),
  share: (id: number, hours: number | null) =>
    api.call(routes.renders.share, { params: { id }, body: { expires_in_hours: hours } }),
  unshare: (id: number) => api.call(routes.renders.unshare, { params: { id } }),
  saveSettings: (body: RenderSettingsUpdate) => api.call(routes.renders.saveSettings, { body }),
};

/** The whole address of a share link (what is copied and sent to the customer). */
export function shareAddress(url: string, origin = window.location.origin): string {
  return `${origin}${url}`;
}

/** The file name a downloaded render is saved under: its title made safe for a file system, and its type. */
export function downloadName(title: string, contentType: string): string {
  const safe = title.replace(/[\\/:*?"<>|\s]+/g, "-").replace(/^-+|-+$/g, "") || "render";
  return `${safe}.${contentType === "image/jpeg" ? "jpg" : "png"}`;
}

/** Saves the render's picture as a download named after its title. */
export async function downloadRender(render: Pick<Render, "title" | "image_url">): Promise<void> {
  const answer = await fetch(render.image_url);
  if (!answer.ok) throw new Error(`download failed: ${answer.status}`);
  const blob = await answer.blob();
  saveBlob(blob, downloadName(render.title, blob.type));
}
