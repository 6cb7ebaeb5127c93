import { type BodyIn, type QueryIn, routes } from "@fenestra/api";
import { api } from "../../shared/api/client.ts";

// Partner applications (docs/oauth.md): registering, the consent of /authorize, revoking.
const r = routes.oauth;

export const partnerAppsApi = {
  createClient: (body: BodyIn<typeof r.createClient>) => api.call(r.createClient, { body }),
  deleteClient: (id: number) => api.call(r.deleteClient, { params: { id } }),
  revokeGrant: (id: number) => api.call(r.revokeGrant, { params: { id } }),
  consent: (query: QueryIn<typeof r.consent>) => api.call(r.consent, { query }),
  authorize: (body: BodyIn<typeof r.authorize>) => api.call(r.authorize, { body }),
};
