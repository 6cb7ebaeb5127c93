import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  customerViewSchema,
  shareCreateSchema,
  shareLinkSchema,
  shareParams,
  shareTokenSchema,
} from "./sharing.schemas.ts";

// A contract shared with its customer: the seller makes a link; the customer opens and confirms
// it without signing in (the token is the key).
const route = moduleRoutes("sharing", publicRoute());
const byShare = route.with({ params: shareParams, response: customerViewSchema });

export const sharing = {
  create: byShare.create("/api/contracts/:id/shares", {
    access: signedIn(),
    body: shareCreateSchema,
    response: shareLinkSchema,
  }),
  view: byShare.get("/api/shares/:id", { query: shareTokenSchema }),
  confirm: byShare.post("/api/shares/:id/confirm", { body: shareTokenSchema, success: "success.confirm" }),
};
