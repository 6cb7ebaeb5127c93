import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "../../i18n/catalogue.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { envelopeOf, ok } from "../../plugins/envelope.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { withFormulaMessages } from "./formula-messages.ts";
import { sectionDxf, sectionOf, sectionSvg } from "./section.ts";
import { productManage } from "./series.access.ts";
import { findProfileDxf, upsertProfileDxf } from "./series.queries.ts";
import {
  catalogueEnvelope,
  directoryCreateSchema,
  directoryRenameSchema,
  dxfParamsSchema,
  dxfQuerySchema,
  emptyEnvelope,
  idEnvelope,
  idParamsSchema,
  sectionEnvelope,
  sectionQuerySchema,
  seriesCloneSchema,
  seriesCreateSchema,
  seriesEnvelope,
  seriesMoveSchema,
  seriesShareSchema,
  seriesUpdateSchema,
} from "./series.schemas.ts";
import * as service from "./series.service.ts";

const tags = ["product-manage"];
/** SPEC §5/§9: uploaded files at most 3M. */
export const DXF_LIMIT_BYTES = 3 * 1024 * 1024;

export async function seriesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const view = { config: productManage("view_product_manage") };
  const edit = { config: productManage("edit_product_manage") };
  const formula = { config: productManage("edit_formula") };
  const product = { config: productManage("edit_product") };

  r.get("/api/series", { ...view, schema: { tags, response: { 200: catalogueEnvelope } } }, async (req) =>
    ok(req, await service.catalogue(db, tenantOf(req))),
  );
  r.post(
    "/api/series-directories",
    { ...edit, schema: { tags, body: directoryCreateSchema, response: { 200: idEnvelope } } },
    async (req) =>
      ok(
        req,
        await service.createDirectory(db, tenantOf(req), req.body.parentId, req.body.name),
        "success.add",
      ),
  );
  r.put(
    "/api/series-directories/:id",
    {
      ...edit,
      schema: { tags, params: idParamsSchema, body: directoryRenameSchema, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await service.renameDirectory(db, tenantOf(req), req.params.id, req.body.name);
      return ok(req, null, "success.edit");
    },
  );
  r.delete(
    "/api/series-directories/:id",
    { ...edit, schema: { tags, params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (req) => {
      await service.deleteDirectory(db, tenantOf(req), req.params.id);
      return ok(req, null, "success.delete");
    },
  );
  r.get(
    "/api/series/:id",
    { ...view, schema: { tags, params: idParamsSchema, response: { 200: seriesEnvelope } } },
    async (req) =>
      ok(req, withFormulaMessages(req.language, await service.getSeries(db, tenantOf(req), req.params.id))),
  );
  r.post(
    "/api/series",
    { ...edit, schema: { tags, body: seriesCreateSchema, response: { 200: seriesEnvelope } } },
    async (req) =>
      ok(
        req,
        withFormulaMessages(req.language, await service.createSeries(db, tenantOf(req), req.body)),
        "success.add",
      ),
  );
  r.put(
    "/api/series/:id",
    {
      ...formula,
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags, params: idParamsSchema, body: seriesUpdateSchema, response: { 200: seriesEnvelope } },
    },
    async (req) =>
      ok(
        req,
        withFormulaMessages(
          req.language,
          await service.updateSeries(db, tenantOf(req), req.params.id, req.body, clock()),
        ),
        "success.edit",
      ),
  );
  r.post(
    "/api/series/:id/clone",
    {
      ...edit,
      schema: { tags, params: idParamsSchema, body: seriesCloneSchema, response: { 200: seriesEnvelope } },
    },
    async (req) =>
      ok(
        req,
        withFormulaMessages(
          req.language,
          await service.cloneSeries(
            db,
            tenantOf(req),
            req.params.id,
            req.body,
            translate(req.language, "series.copy_suffix"),
          ),
        ),
        "success.clone",
      ),
  );
  r.put(
    "/api/series/:id/share",
    {
      ...edit,
      schema: { tags, params: idParamsSchema, body: seriesShareSchema, response: { 200: seriesEnvelope } },
    },
    async (req) =>
      ok(
        req,
        withFormulaMessages(
          req.language,
          await service.shareSeries(db, tenantOf(req), req.params.id, req.body, clock()),
        ),
        "success.operate",
      ),
  );
  r.put(
    "/api/series/:id/move",
    {
      ...edit,
      schema: { tags, params: idParamsSchema, body: seriesMoveSchema, response: { 200: seriesEnvelope } },
    },
    async (req) =>
      ok(
        req,
        withFormulaMessages(
          req.language,
          await service.moveSeries(db, tenantOf(req), req.params.id, req.body.directoryId, clock()),
        ),
        "success.operate",
      ),
  );
  r.put(
    "/api/series/:id/default",
    { ...edit, schema: { tags, params: idParamsSchema, response: { 200: seriesEnvelope } } },
    async (req) =>
      ok(
        req,
        withFormulaMessages(req.language, await service.makeDefault(db, tenantOf(req), req.params.id)),
        "success.operate",
      ),
  );
  r.delete(
    "/api/series/:id",
    { ...edit, schema: { tags, params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (req) => {
      await service.deleteSeries(db, tenantOf(req), req.params.id);
      return ok(req, null, "success.delete");
    },
  );
  r.get(
    "/api/series/:id/section",
    {
      ...view,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: sectionQuerySchema,
        response: { 200: sectionEnvelope },
      },
    },
    async (req) => {
      const loaded = await service.getSeries(db, tenantOf(req), req.params.id);
      const section = sectionOf(loaded.model, req.query.from, req.query.to);
      if (!section) throw new AppError("missing.parameters");
      return ok(req, {
        svg: sectionSvg(section),
        dxf: sectionDxf(section),
        width: section.width,
        height: section.height,
      });
    },
  );
  // DXF section files travel as text/plain (DXF is a text format); 3 MB at most.
  r.put(
    "/api/series/:id/profiles/:code/dxf",
    {
      ...product,
      bodyLimit: DXF_LIMIT_BYTES * 2,
      // A body past the limit never reaches the handler: say "larger than 3M", not "check the
      // input". Every other error goes on to the app's handler.
      errorHandler: (error: { code?: string }) => {
        if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
          throw new FieldError("file", "validation.file_too_large");
        throw error;
      },
      schema: {
        tags,
        params: dxfParamsSchema,
        querystring: dxfQuerySchema,
        body: z.string(),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      const ctx = tenantOf(req);
      const loaded = await service.getSeries(db, ctx, req.params.id);
      if (!loaded.model.profiles.some((p) => p.code === req.params.code))
        throw new AppError("missing.profile");
      const size = Buffer.byteLength(req.body, "utf8");
      if (size > DXF_LIMIT_BYTES) throw new FieldError("file", "validation.file_too_large");
      if (!/\bSECTION\b/.test(req.body) || !/\bEOF\b/.test(req.body)) {
        throw new FieldError("file", "validation.dxf_invalid");
      }
      await upsertProfileDxf(db, loaded.id, req.params.code, {
        fileName: req.query.fileName,
        content: req.body,
        size,
      });
      return ok(req, null, "success.upload");
    },
  );
  r.get(
    "/api/series/:id/profiles/:code/dxf",
    {
      ...view,
      schema: {
        tags,
        params: dxfParamsSchema,
        response: { 200: envelopeOf(z.object({ fileName: z.string(), content: z.string() })) },
      },
    },
    async (req) => {
      const loaded = await service.getSeries(db, tenantOf(req), req.params.id);
      const file = await findProfileDxf(db, loaded.id, req.params.code);
      if (!file) throw new AppError("missing.profile");
      return ok(req, { fileName: file.fileName, content: file.content });
    },
  );
}
