import { MAX_CHANGES_PER_BATCH, type OpeningDto } from "@fenestra/api";
import {
  emptyOpening,
  type Opening,
  type OpeningChange,
  openingFigures,
  supersedes,
} from "@fenestra/core/measurement/index";
import { openingOf } from "../measurement-api.ts";

// What the screen shows while changes wait on the device: the openings as the server last answered
// them with the queued changes laid over, by core's rule (the later edit of a field wins; equal
// instants by change id), so the phone shows what the server will hold once they arrive.

export type ShownOpening = OpeningDto & { unsynced: boolean };

/** An opening's fields with core's sizes, as the server would answer it. */
export function withSizes(id: string, o: Opening): OpeningDto {
  return { id, ...o, ...openingFigures(o) };
}

/** Queued changes in the order they win: earlier first, so the last one applied is the winner. */
export function inWinningOrder<T extends OpeningChange>(changes: readonly T[]): T[] {
  return [...changes].sort((a, b) =>
    supersedes(a, { changeId: b.id, at: b.at }) ? 1 : supersedes(b, { changeId: a.id, at: a.at }) ? -1 : 0,
  );
}

/**
 * The openings shown: the server's (in their order) with the queued changes applied, then the
 * openings added on this device (in the order they were added); removed ones left out. A queued
 * change older than the server's value of its field may still lose there: the server decides, and
 * the screen follows once it answers.
 */
export function shownOpenings(
  server: readonly OpeningDto[],
  queued: readonly OpeningChange[],
): ShownOpening[] {
  const byId = new Map<string, { fields: Opening; unsynced: boolean }>();
  const order: string[] = [];
  for (const dto of server) {
    byId.set(dto.id, { fields: openingOf(dto), unsynced: false });
    order.push(dto.id);
  }
  for (const change of inWinningOrder(queued)) {
    let entry = byId.get(change.openingId);
    if (!entry) {
      entry = { fields: emptyOpening(), unsynced: true };
      byId.set(change.openingId, entry);
      order.push(change.openingId);
    }
    entry.unsynced = true;
    (entry.fields as Record<string, unknown>)[change.field] = change.value;
  }
  return order.flatMap((id) => {
    const entry = byId.get(id);
    if (!entry || entry.fields.removed) return [];
    return [{ ...withSizes(id, entry.fields), unsynced: entry.unsynced }];
  });
}

/** The queue cut into the batches the sync route takes (at most 500 each), oldest first. */
export function batchesOf<T extends OpeningChange>(
  changes: readonly T[],
  size = MAX_CHANGES_PER_BATCH,
): T[][] {
  const sorted = [...changes].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const batches: T[][] = [];
  for (let i = 0; i < sorted.length; i += size) batches.push(sorted.slice(i, i + size));
  return batches;
}
