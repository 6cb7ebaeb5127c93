import { RENDERING_NEED } from "@fenestra/core/account/entitlements";
import { MODEL_MEDIA_TYPES, type ModelFormat } from "@fenestra/core/scene/model-format";
import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { orderItemParams } from "../orders/orders.schemas.ts";
import { AR_LINK_MINUTES, arLinkSchema, arModelParams } from "./ar.schemas.ts";

// AR of a saved window (SPEC §1 AR rendering, docs/scene.md): Android's Scene Viewer is another
// app, which downloads the model itself, so the web asks for a short-lived link to the window's
// model files, made on the server from the saved design. AR is the rendering module's, as in the web.
const route = moduleRoutes("ar", signedIn(RENDERING_NEED));
const model = (format: ModelFormat) => ({
  description:
    `The window's ${format.toUpperCase()} (${MODEL_MEDIA_TYPES[format]}) by its AR link, without ` +
    "signing in; built from the design as saved now. 404 for a link unknown or expired.",
  access: publicRoute(),
  params: arModelParams,
  response: { raw: [MODEL_MEDIA_TYPES[format]] },
});

export const ar = {
  link: route.post("/api/orders/:id/items/:itemId/ar-link", {
    description:
      `A link to the window's 3D model for AR, opening for ${AR_LINK_MINUTES} minutes without signing ` +
      "in: the GLB and the USDZ of the item's saved design, laid out with its series. The order is one " +
      "the caller sees (a sub-account that cannot see it is refused as for the order).",
    params: orderItemParams,
    response: arLinkSchema,
  }),
  glb: route.get("/api/ar/:token.glb", model("glb")),
  usdz: route.get("/api/ar/:token.usdz", model("usdz")),
};
