import { hasPermission } from "@fenestra/core";
import type { Db } from "../../../db/client.ts";
import type { Tenant } from "../../../tenancy/tenant.ts";
import type { WaitingBlock, WaitingProvider } from "./waiting-provider.ts";
import { WAITING_PROVIDERS } from "./waiting-providers.ts";

/** Each provider the caller may see, with its count and first `limit` entries. */
export async function waitingFor(
  db: Db,
  tenant: Tenant,
  limit: number,
  providers: readonly WaitingProvider[] = WAITING_PROVIDERS,
): Promise<WaitingBlock[]> {
  const mine = providers.filter((p) => hasPermission(tenant.permanents, p.permission));
  const blocks: WaitingBlock[] = [];
  // One after another: PGlite serves one query at a time, and each is small.
  for (const provider of mine) {
    blocks.push({ key: provider.key, ...(await provider.load(db, tenant, limit)) });
  }
  return blocks;
}
