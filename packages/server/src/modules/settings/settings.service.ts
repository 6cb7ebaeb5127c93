import type { UserSettings, UserSettingsUpdate } from "@fenestra/core";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { readSettings } from "../account/session.ts";
import { readStoredSettings, writeStoredSettings } from "./settings.queries.ts";

/** Merges the given fields into the caller's stored settings and answers the whole set. */
export async function updateSettings(
  db: Db,
  tenant: Tenant,
  patch: UserSettingsUpdate,
): Promise<UserSettings> {
  const current = readSettings(await readStoredSettings(db, tenant));
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  };
  await writeStoredSettings(db, tenant, next);
  return next;
}
