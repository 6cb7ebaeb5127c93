import { type XxfData, type XxfRead, xxfReadRefusal } from "@fenestra/core";
import type { Db } from "../../db/client.ts";
import { FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { moveReadMarker } from "./settings.queries.ts";

/** "Read up to `readAt`" (SPEC §3 xxfData): refused after `now`; the marker never moves back. */
export async function readMessagesUpTo(db: Db, tenant: Tenant, body: XxfRead, now: Date): Promise<XxfData> {
  const at = new Date(body.readAt);
  const refusal = xxfReadRefusal(at, now);
  if (refusal) throw new FieldError("readAt", refusal);
  const readAt = await moveReadMarker(db, tenant, at);
  return { readAt: readAt?.toISOString() ?? null };
}
