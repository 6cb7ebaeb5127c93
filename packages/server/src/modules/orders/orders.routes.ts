import { routes } from "@fenestra/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import { orderItemPhoto, orderPhotos } from "./item-photos.ts";
import { itemPicture, saveItemPicture } from "./item-picture.ts";
import * as service from "./orders.service.ts";

type PhotoRequest = FastifyRequest & { params: { id: number; itemId: number; photoId: number } };

export async function ordersRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = routes.orders;
  register(app, r.list, async (req) => service.list(db, tenantOf(req), req.query));
  register(app, r.create, async (req) => service.create(db, tenantOf(req), deps.clock(), req.body));
  register(app, r.detail, async (req) => service.detail(db, tenantOf(req), req.params.id));
  register(app, r.convert, async (req) => service.convertToFormal(db, tenantOf(req), req.params.id));
  register(app, r.addItem, async (req) => service.addItem(db, tenantOf(req), req.params.id, req.body));
  register(app, r.item, async (req) => service.getItem(db, tenantOf(req), req.params.id, req.params.itemId));
  register(app, r.updateItem, async (req) =>
    service.updateItem(db, tenantOf(req), req.params.id, req.params.itemId, req.body),
  );
  register(app, r.duplicateItem, async (req) =>
    service.duplicateItem(db, tenantOf(req), req.params.id, req.params.itemId),
  );
  register(app, r.removeItem, async (req) => {
    await service.removeItem(deps, tenantOf(req), req.params.id, req.params.itemId);
    return null;
  });
  register(app, r.picture, async (req, reply) => {
    const png = await itemPicture(deps, tenantOf(req), req.params.id, req.params.itemId);
    return reply.header("content-type", "image/png").header("cache-control", "private, no-cache").send(png);
  });
  register(app, r.photos, async (req) => orderPhotos(db, tenantOf(req), req.params.id));
  const sendPhoto = (which: "original" | "flattened") => async (req: PhotoRequest, reply: FastifyReply) => {
    const file = await orderItemPhoto(deps, tenantOf(req), req.params, which);
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "private, max-age=86400")
      .send(file.bytes);
  };
  register(app, r.photo, sendPhoto("flattened"));
  register(app, r.photoOriginal, sendPhoto("original"));
  register(app, r.savePicture, async (req) =>
    saveItemPicture(deps, tenantOf(req), req.params.id, req.params.itemId, req.body.data),
  );
}
