import type {
  PublicRender,
  Render,
  RenderCreate,
  RenderSettingsAnswer,
  RenderSettingsUpdate,
} from "@fenestra/api";
import { DEFAULT_RENDER_SETTINGS, type RenderQuality } from "@fenestra/core/rendering/render-fields";
import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, renderSettings, renders } from "../../db/schema/index.ts";
import { versionedUpsert } from "../../db/versioned-update.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { PageQuery } from "../../shared/paging.ts";
import { newToken } from "../../shared/tokens.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { ownFile } from "../files/files.queries.ts";
import { fileUrl, removeFiles } from "../files/files.service.ts";
import {
  deleteRender,
  findRender,
  findRenderSettings,
  insertRender,
  type RenderRow,
  renderByShareToken,
  renderPage,
  setRenderShare,
} from "./renders.queries.ts";

type Deps = { db: Db; storage: FileStorage; clock: () => Date };

/** The address a share link opens in the web app (no sign-in). */
const shareUrl = (token: string) => `/share-render/${token}`;

/** A share link still opens at `now`: it exists and has not expired. */
function liveShare(row: RenderRow, now: Date): row is RenderRow & { shareToken: string } {
  return row.shareToken !== null && (row.shareExpiresAt === null || row.shareExpiresAt > now);
}

async function present(deps: Deps, row: RenderRow, now: Date): Promise<Render> {
  return {
    id: row.id,
    title: row.title,
    image_url: await fileUrl(deps, row.imageKey),
    photo_url: await fileUrl(deps, row.photoKey),
    created_at: row.createdAt.toISOString(),
    order_id: row.orderId,
    item_id: row.itemId,
    share: liveShare(row, now)
      ? { url: shareUrl(row.shareToken), expires_at: row.shareExpiresAt?.toISOString() ?? null }
      : null,
  };
}

async function renderOf(db: Db, tenant: Tenant, id: number) {
  const row = await findRender(db, tenant, id);
  if (!row) throw new AppError("missing.render");
  return row;
}

/** The window rendered: an order the tenant sees, and one of its items. */
async function checkWindow(db: Db, tenant: Tenant, orderId?: number, itemId?: number) {
  if (itemId !== undefined && orderId === undefined)
    throw new FieldError("order_id", "validation.render_item_needs_order");
  if (orderId === undefined) return;
  if (!(await findVisibleOrder(db, tenant, orderId))) throw new AppError("missing.order");
  if (itemId === undefined) return;
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  if (!item) throw new AppError("missing.order_item");
}

/** Saves a render whose photo and picture the company uploaded for it (SPEC §1 effect rendering). */
export async function createRender(deps: Deps, tenant: Tenant, body: RenderCreate): Promise<Render> {
  if (!(await ownFile(deps.db, tenant, body.photo_key, "render-photo")))
    throw new FieldError("photo_key", "validation.file_invalid");
  if (!(await ownFile(deps.db, tenant, body.image_key, "render-image")))
    throw new FieldError("image_key", "validation.file_invalid");
  await checkWindow(deps.db, tenant, body.order_id, body.item_id);
  const row = await insertRender(deps.db, tenant, {
    createdBy: tenant.userId,
    title: body.title,
    photoKey: body.photo_key,
    imageKey: body.image_key,
    orderId: body.order_id ?? null,
    itemId: body.item_id ?? null,
    corners: body.corners.map(([x, y]) => [x, y] as [number, number]),
    openingWidth: body.opening.width,
    openingHeight: body.opening.height,
    quality: body.quality,
    sunAzimuth: body.sun.azimuth,
    sunElevation: body.sun.elevation,
    createdAt: deps.clock(),
  });
  return present(deps, row, deps.clock());
}

export async function listRenders(deps: Deps, tenant: Tenant, page: PageQuery) {
  const now = deps.clock();
  const found = await renderPage(deps.db, tenant, page, (row) => present(deps, row, now));
  return { ...found, items: await Promise.all(found.items) };
}

export async function getRender(deps: Deps, tenant: Tenant, id: number): Promise<Render> {
  return present(deps, await renderOf(deps.db, tenant, id), deps.clock());
}

/** Deletes the render with its link, and its files unless another render shows them too. */
export async function removeRender(deps: Deps, tenant: Tenant, id: number) {
  const row = await renderOf(deps.db, tenant, id);
  await deleteRender(deps.db, row.id);
  const keys = [row.photoKey, row.imageKey];
  const stillUsed = await deps.db
    .select({ photoKey: renders.photoKey, imageKey: renders.imageKey })
    .from(renders)
    .where(
      and(
        eq(renders.companyId, row.companyId),
        or(eq(renders.photoKey, row.photoKey), eq(renders.imageKey, row.imageKey)),
      ),
    );
  const used = new Set(stillUsed.flatMap((r) => [r.photoKey, r.imageKey]));
  await removeFiles(
    deps,
    keys.filter((key) => !used.has(key)),
  );
  return null;
}

/** A new share link (SPEC §4 sharing): `hours` from now, null never expires; replaces the old one. */
export async function shareRender(deps: Deps, tenant: Tenant, id: number, hours: number | null) {
  const row = await renderOf(deps.db, tenant, id);
  const now = deps.clock();
  const token = newToken();
  const expiresAt = hours === null ? null : new Date(now.getTime() + hours * 3_600_000);
  await setRenderShare(deps.db, row.id, { token, expiresAt });
  return { url: shareUrl(token), expires_at: expiresAt?.toISOString() ?? null };
}

export async function unshareRender(deps: Deps, tenant: Tenant, id: number) {
  const row = await renderOf(deps.db, tenant, id);
  await setRenderShare(deps.db, row.id, { token: null, expiresAt: null });
  return null;
}

/** What a share link shows anyone: the picture, its title and dates; nothing else of the company. */
export async function publicRender(deps: Deps, token: string): Promise<PublicRender> {
  const row = await renderByShareToken(deps.db, token);
  if (!row || !liveShare(row, deps.clock())) throw new AppError("missing.share");
  return {
    title: row.title,
    image_url: await fileUrl(deps, row.imageKey),
    created_at: row.createdAt.toISOString(),
    expires_at: row.shareExpiresAt?.toISOString() ?? null,
  };
}

/** The company's render settings: core's defaults (version 0) until it saves its own. */
export async function renderSettingsOf(db: Db, tenant: Tenant): Promise<RenderSettingsAnswer> {
  const row = await findRenderSettings(db, tenant);
  if (!row) return { ...DEFAULT_RENDER_SETTINGS, version: 0 };
  return {
    quality: row.quality as RenderQuality,
    sun: { azimuth: row.sunAzimuth, elevation: row.sunElevation },
    share_hours_default: row.shareHoursDefault,
    version: row.version,
  };
}

/** Saves the settings against the version read (never silently over someone else's save). */
export async function saveRenderSettings(db: Db, tenant: Tenant, body: RenderSettingsUpdate) {
  await versionedUpsert(
    db,
    renderSettings,
    renderSettings.companyId,
    { version: body.version, overwrite: body.overwrite },
    {
      companyId: tenant.companyId,
      quality: body.quality,
      sunAzimuth: body.sun.azimuth,
      sunElevation: body.sun.elevation,
      shareHoursDefault: body.share_hours_default,
    },
  );
  return renderSettingsOf(db, tenant);
}
