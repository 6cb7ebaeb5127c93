import { routes } from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { register } from "../../plugins/register-route.ts";
import {
  createRender,
  getRender,
  listRenders,
  publicRender,
  removeRender,
  renderSettingsOf,
  saveRenderSettings,
  shareRender,
  unshareRender,
} from "./renders.service.ts";

export async function rendersRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes.renders;
  register(app, r.create, async (req) => createRender(deps, tenantOf(req), req.body));
  register(app, r.list, async (req) => listRenders(deps, tenantOf(req), req.query));
  register(app, r.get, async (req) => getRender(deps, tenantOf(req), req.params.id));
  register(app, r.remove, async (req) => removeRender(deps, tenantOf(req), req.params.id));
  register(app, r.share, async (req) =>
    shareRender(deps, tenantOf(req), req.params.id, req.body.expires_in_hours),
  );
  register(app, r.unshare, async (req) => unshareRender(deps, tenantOf(req), req.params.id));
  register(app, r.publicShare, async (req) => publicRender(deps, req.params.token));
  register(app, r.settings, async (req) => renderSettingsOf(deps.db, tenantOf(req)));
  register(app, r.saveSettings, async (req) => saveRenderSettings(deps.db, tenantOf(req), req.body));
}
