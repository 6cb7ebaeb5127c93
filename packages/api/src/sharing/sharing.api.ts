import { publicRoute, signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import {
  customerViewSchema,
  shareCreateSchema,
  shareLinkSchema,
  shareParams,
  shareTokenSchema,
} from "./sharing.schemas.ts";

// A contract shared with its customer: the seller makes a link; the customer opens and confirms
// it without signing in (the token is the key).
const tag = "sharing";

export const sharing = {
  create: defineRoute({
    method: "POST",
    path: "/api/contracts/:id/shares",
    tag,
    access: signedIn(),
    params: shareParams,
    body: shareCreateSchema,
    response: shareLinkSchema,
    success: "success.add",
  }),
  view: defineRoute({
    method: "GET",
    path: "/api/shares/:id",
    tag,
    access: publicRoute(),
    params: shareParams,
    query: shareTokenSchema,
    response: customerViewSchema,
  }),
  confirm: defineRoute({
    method: "POST",
    path: "/api/shares/:id/confirm",
    tag,
    access: publicRoute(),
    params: shareParams,
    body: shareTokenSchema,
    response: customerViewSchema,
    success: "success.confirm",
  }),
};
