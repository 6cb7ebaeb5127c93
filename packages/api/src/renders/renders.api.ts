import { RENDERING_NEED } from "@fenestra/core/account/entitlements";
import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  publicRenderSchema,
  renderCreateSchema,
  renderListQuerySchema,
  renderPageSchema,
  renderParams,
  renderSchema,
  renderSettingsAnswerSchema,
  renderSettingsUpdateSchema,
  renderShareBodySchema,
  renderShareSchema,
  renderTokenParams,
} from "./renders.schemas.ts";

// Effect renders (SPEC §1, §2 /rendering, /renderSetting, /share-render/{id}): the web renders the
// window into the customer's photo and saves the picture here; the company lists, downloads,
// deletes and shares them. Real-scene rendering is the `rendering` module (SPEC §6: a trial
// account has it during its one-day rendering trial only).
const route = moduleRoutes("renders", signedIn(RENDERING_NEED));
const byRender = route.with({ params: renderParams });

export const renders = {
  create: route.create("/api/renders", {
    description:
      "Saves a render: the photo and the rendered picture uploaded first (POST /api/files, purposes " +
      "render-photo and render-image, the company's own), the title, the order and window it shows " +
      "(optional; an order the caller sees), the four corners and the opening's size, quality and " +
      "sun. Send an Idempotency-Key: a repeat with the same key answers the first render.",
    body: renderCreateSchema,
    response: renderSchema,
    idempotent: true,
  }),
  list: route.get("/api/renders", {
    description: "The company's renders, newest first, one page.",
    query: renderListQuerySchema,
    response: renderPageSchema,
  }),
  get: byRender.get("/api/renders/:id", { response: renderSchema }),
  remove: byRender.remove("/api/renders/:id", {
    description: "Deletes the render, its share link and its two files.",
    response: z.null(),
  }),
  share: byRender.post("/api/renders/:id/share", {
    description:
      "Shares the render by link (SPEC §4): expires_in_hours from now, or null for a link that never " +
      "expires. Replaces an earlier link of the render (that one stops opening).",
    body: renderShareBodySchema,
    response: renderShareSchema,
    success: "success.operate",
  }),
  unshare: byRender.del("/api/renders/:id/share", {
    description: "Revokes the render's share link: it stops opening.",
    response: z.null(),
    success: "success.operate",
  }),
  publicShare: route.get("/api/share-render/:token", {
    description:
      "A shared render as its link shows it, without signing in: the title, the picture and dates " +
      "only. 404 for a link unknown, revoked or expired.",
    access: publicRoute(),
    params: renderTokenParams,
    response: publicRenderSchema,
  }),
  settings: route.get("/api/render-settings", {
    description:
      "The company's render settings: the editor's starting quality and sun, and how long a new " +
      "share link opens (null: always). Core's defaults, version 0, until saved.",
    response: renderSettingsAnswerSchema,
  }),
  saveSettings: route.update("/api/render-settings", {
    description:
      "Saves the render settings against the `version` read, or `overwrite: true`; a stale one is " +
      "refused (409 conflict.stale_version).",
    body: renderSettingsUpdateSchema,
    response: renderSettingsAnswerSchema,
  }),
};
