import { DXF_LIMIT_BYTES, routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { translate } from "../../i18n/catalogue.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { register } from "../../plugins/register-route.ts";
import { withFormulaMessages } from "./formula-messages.ts";
import { profileSectionFile, uploadProfileSection } from "./profile-section-upload.ts";
import { sectionDxf, sectionOf, sectionSvg } from "./section.ts";
import * as service from "./series.service.ts";

export async function seriesRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock } = deps;
  const r = routes.series;

  register(app, r.catalogue, async (req) => service.catalogue(db, tenantOf(req)));
  register(app, r.createDirectory, async (req) =>
    service.createDirectory(db, tenantOf(req), req.body.parentId, req.body.name),
  );
  register(app, r.renameDirectory, async (req) =>
    service.renameDirectory(db, tenantOf(req), req.params.id, req.body),
  );
  register(app, r.deleteDirectory, async (req) => {
    await service.deleteDirectory(db, tenantOf(req), req.params.id);
    return null;
  });
  register(app, r.get, async (req) =>
    withFormulaMessages(req.language, await service.getSeries(db, tenantOf(req), req.params.id)),
  );
  register(app, r.create, async (req) =>
    withFormulaMessages(req.language, await service.createSeries(db, tenantOf(req), req.body)),
  );
  register(
    app,
    r.update,
    async (req) =>
      withFormulaMessages(
        req.language,
        await service.updateSeries(db, tenantOf(req), req.params.id, req.body, clock()),
      ),
    { bodyLimit: 4 * 1024 * 1024 },
  );
  register(app, r.clone, async (req) =>
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
  );
  register(app, r.share, async (req) =>
    withFormulaMessages(
      req.language,
      await service.shareSeries(db, tenantOf(req), req.params.id, req.body, clock()),
    ),
  );
  register(app, r.move, async (req) =>
    withFormulaMessages(
      req.language,
      await service.moveSeries(db, tenantOf(req), req.params.id, req.body.directoryId, clock()),
    ),
  );
  register(app, r.makeDefault, async (req) =>
    withFormulaMessages(req.language, await service.makeDefault(db, tenantOf(req), req.params.id)),
  );
  register(app, r.remove, async (req) => {
    await service.deleteSeries(db, tenantOf(req), req.params.id);
    return null;
  });
  register(app, r.section, async (req) => {
    const loaded = await service.getSeries(db, tenantOf(req), req.params.id);
    const section = sectionOf(loaded.model, req.query.from, req.query.to);
    if (!section) throw new AppError("missing.parameters");
    return {
      svg: sectionSvg(section),
      dxf: sectionDxf(section),
      width: section.width,
      height: section.height,
    };
  });
  register(
    app,
    r.uploadDxf,
    async (req) => {
      const size = Buffer.byteLength(req.body, "utf8");
      if (size > DXF_LIMIT_BYTES) throw new FieldError("file", "validation.file_too_large");
      const file = { fileName: req.query.fileName, content: req.body };
      await uploadProfileSection(db, tenantOf(req), req.params.id, req.params.code, file, clock());
      return null;
    },
    {
      bodyLimit: DXF_LIMIT_BYTES * 2,
      // A body past the limit never reaches the handler: say "larger than 3M", not "check the input".
      tooLarge: { field: "file", key: "validation.file_too_large" },
    },
  );
  register(app, r.dxf, async (req) => {
    const loaded = await service.getSeries(db, tenantOf(req), req.params.id);
    return profileSectionFile(loaded.model, req.params.code);
  });
}
