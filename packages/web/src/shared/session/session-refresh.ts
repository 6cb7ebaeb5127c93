import { routes } from "@fenestra/api";
import { api } from "../api/client.ts";
import { storeSession } from "../storage/session-store.ts";

/** Reads the session again (after a nickname, avatar or company name change) so the bars show it. */
export async function refreshSession(): Promise<void> {
  storeSession(await api.call(routes.users.info));
}
