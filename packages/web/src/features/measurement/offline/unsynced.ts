import { deviceDb } from "./device-db.ts";

/** How many measurement changes of this account wait on this device (the sign-out warning). */
export async function unsyncedCount(userId: number): Promise<number> {
  try {
    return await deviceDb(userId).outbox.count();
  } catch {
    // no IndexedDB (a private window that refuses it): nothing can wait there
    return 0;
  }
}
