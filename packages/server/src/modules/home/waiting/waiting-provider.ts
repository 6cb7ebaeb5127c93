import type { PermissionKey } from "@fenestra/core";
import type { Db } from "../../../db/client.ts";
import type { Tenant } from "../../../tenancy/tenant.ts";

// "What waits for you" on the workbench is a list of providers. Each names its item, the
// permission a sub-account needs to see it, and loads its count and first few entries in one
// query scoped to the caller's company. A later module adds its own provider to the list in
// waiting-providers.ts (and a label in the web's home locale); nothing else changes.

export type WaitingEntry = {
  /** What the entry opens: a contract today; later providers may name other kinds. */
  kind: "contract";
  id: number;
  /** A short reference (contract number) and who it is for. */
  reference: string;
  customer: string;
  /** Integer fen, or null when the entry has no amount. */
  amount: number | null;
  status: string;
  /** ISO time the entry last changed. */
  at: string;
};

export type WaitingBlock = { key: string; count: number; entries: WaitingEntry[] };

export type WaitingProvider = {
  key: string;
  /** Sub-accounts without it do not see the item (main accounts see every item). */
  permission: PermissionKey;
  load(db: Db, tenant: Tenant, limit: number): Promise<Omit<WaitingBlock, "key">>;
};
