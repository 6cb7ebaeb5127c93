// AR links (docs/scene.md "AR"): Android's Scene Viewer is another app, which downloads the model
// itself, so it cannot read the blob: URL the browser makes. A signed-in user who sees the order
// asks for a link; the link serves the window's GLB and USDZ without sign-in for AR_LINK_MINUTES,
// each built here from the design as saved, by core's one pipeline (model-file.ts). The token is
// stored hashed, as a print link's.
import { AR_LINK_MINUTES, type ArLink, pathOf, routes } from "@fenestra/api";
import { parseDesign } from "@fenestra/core/design/migrate";
import { designScene, modelBytes } from "@fenestra/core/scene/model-file";
import type { ModelFormat } from "@fenestra/core/scene/model-format";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { arLinks, orderItems } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/errors.ts";
import { hashToken, newToken } from "../../shared/tokens.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { windowGeometries } from "../exports/window-geometry.ts";
import { findItem } from "../orders/orders.queries.ts";

/** A new AR link to the item: the order one the tenant sees (else refused as the order is). */
export async function createArLink(
  db: Db,
  tenant: Tenant,
  now: Date,
  orderId: number,
  itemId: number,
): Promise<ArLink> {
  const found = await findVisibleOrder(db, tenant, orderId);
  if (!found) throw new AppError("missing.order");
  const item = await findItem(db, found.order, itemId);
  if (!item) throw new AppError("missing.order_item");
  const token = newToken();
  const expiresAt = new Date(now.getTime() + AR_LINK_MINUTES * 60_000);
  // the company's links that stopped opening go as a new one is made: the table stays small
  await db.delete(arLinks).where(and(eq(arLinks.companyId, tenant.companyId), lte(arLinks.expiresAt, now)));
  await db.insert(arLinks).values({
    companyId: tenant.companyId,
    tokenHash: hashToken(token),
    itemId: item.id,
    createdBy: tenant.userId,
    expiresAt,
  });
  return {
    glb_url: pathOf(routes.ar.glb, { token }),
    usdz_url: pathOf(routes.ar.usdz, { token }),
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * The window's model by its link as a GLB or USDZ, or null for a link unknown or expired (or a
 * saved design that no longer reads): the caller answers 404 and shows nothing of the company.
 */
export async function arModel(db: Db, now: Date, token: string, format: ModelFormat) {
  const [link] = await db
    .select({ expiresAt: arLinks.expiresAt, companyId: orderItems.companyId, design: orderItems.design })
    .from(arLinks)
    .innerJoin(orderItems, eq(orderItems.id, arLinks.itemId))
    .where(eq(arLinks.tokenHash, hashToken(token)));
  if (!link || link.expiresAt <= now) return null;
  const parsed = parseDesign(link.design);
  if (!parsed.ok) return null;
  const { design } = parsed;
  // each frame with its own series, as the 3D view lays it out
  const owner = (seriesId: string) => ({ companyId: link.companyId, seriesId });
  const geometryOf = await windowGeometries(
    db,
    design.frames.map((f) => owner(f.seriesId)),
  );
  return modelBytes(
    designScene(design, (seriesId) => geometryOf(owner(seriesId))),
    format,
  );
}
