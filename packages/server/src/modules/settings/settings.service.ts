import type { UserSettings, UserSettingsUpdate } from "@fenestra/core";
import type { Db } from "../../db/client.ts";
import type { TenantContext } from "../../plugins/context.ts";
import { readSettings } from "../users/users.service.ts";
import { readStoredSettings, writeStoredSettings } from "./settings.queries.ts";

/** Merges the given fields into the caller's stored settings and answers the whole set. */
export async function updateSettings(
  db: Db,
  ctx: TenantContext,
  patch: UserSettingsUpdate,
): Promise<UserSettings> {
  const current = readSettings(await readStoredSettings(db, ctx));
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  };
  await writeStoredSettings(db, ctx, next);
  return next;
}
