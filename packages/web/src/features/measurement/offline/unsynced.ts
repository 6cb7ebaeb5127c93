import { waitingActs } from "./device-acts.ts";
import { deviceDb } from "./device-db.ts";
import { waitingPhotos } from "./device-media.ts";
import { waitingVisits } from "./device-visits.ts";

/**
 * How many measurement changes, photos and visits ordered offline of this account wait on this
 * device (the sign-out warning).
 */
export async function unsyncedCount(userId: number): Promise<number> {
  try {
    const db = deviceDb(userId);
    return (
      (await db.outbox.count()) +
      (await waitingPhotos(db)).length +
      (await waitingActs(db)).length +
      (await waitingVisits(db)).length
    );
  } catch {
    // no IndexedDB (a private window that refuses it): nothing can wait there
    return 0;
  }
}
