import { deviceDb } from "./device-db.ts";
import { waitingPhotos } from "./device-media.ts";

/** How many measurement changes and photos of this account wait on this device (the sign-out warning). */
export async function unsyncedCount(userId: number): Promise<number> {
  try {
    const db = deviceDb(userId);
    return (await db.outbox.count()) + (await waitingPhotos(db)).length;
  } catch {
    // no IndexedDB (a private window that refuses it): nothing can wait there
    return 0;
  }
}
