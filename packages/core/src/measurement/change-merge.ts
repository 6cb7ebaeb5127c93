// How changes recorded on a device merge with what the server holds (issue 31 "offline"): each
// change has its own id, so a change sent again applies once; two edits of one field: the later
// (by the time it was made on its device) wins, and the other is kept in the history, never lost.
// Equal times are ordered by change id, so every server and device picks the same winner.
import type { OpeningField } from "./opening-rules.ts";

export type OpeningChange = {
  /** The change's own id (a UUID made on the device). */
  id: string;
  /** The opening it changes (a UUID made on the device when the opening was added). */
  openingId: string;
  field: OpeningField;
  value: string | number | boolean | null;
  /** When it was made on the device (ISO instant). */
  at: string;
};

/** The change a field's current value came from (none: the field was never set). */
export type FieldStamp = { changeId: string; at: string };

/** True when `change` is later than the stamp of the value it would replace. */
export function supersedes(
  change: Pick<OpeningChange, "id" | "at">,
  current: FieldStamp | undefined,
): boolean {
  if (!current) return true;
  const a = Date.parse(change.at);
  const b = Date.parse(current.at);
  if (a !== b) return a > b;
  return change.id > current.changeId;
}

/** One change's fate: applied (its value is now the field's), or kept in the history only. */
export type ChangeOutcome = "applied" | "kept_in_history" | "already_applied";

export type MergeResult = {
  /** Field → stamp after the merge (only the fields that changed). */
  stamps: Map<string, FieldStamp>;
  /** Field → value after the merge (only the fields that changed). */
  values: Map<string, OpeningChange["value"]>;
  outcomes: Map<string, ChangeOutcome>;
};

const fieldKey = (c: Pick<OpeningChange, "openingId" | "field">) => `${c.openingId}.${c.field}`;

/**
 * Merges a batch into the stamps held: `seen` are the ids of changes already recorded (sent
 * before); `stamps` gives, per "openingId.field", the change its current value came from. Within
 * the batch the same rule holds, whatever order the device sent them in.
 */
export function mergeChanges(
  batch: readonly OpeningChange[],
  seen: ReadonlySet<string>,
  stamps: ReadonlyMap<string, FieldStamp>,
): MergeResult {
  const nextStamps = new Map<string, FieldStamp>();
  const values = new Map<string, OpeningChange["value"]>();
  const outcomes = new Map<string, ChangeOutcome>();
  const winner = new Map<string, OpeningChange>();
  for (const change of batch) {
    // the same change twice in one batch: its first copy decides
    if (outcomes.has(change.id)) continue;
    if (seen.has(change.id)) {
      outcomes.set(change.id, "already_applied");
      continue;
    }
    const key = fieldKey(change);
    const held = winner.get(key);
    const current = held ? { changeId: held.id, at: held.at } : stamps.get(key);
    if (supersedes(change, current)) {
      if (held) outcomes.set(held.id, "kept_in_history");
      winner.set(key, change);
      outcomes.set(change.id, "applied");
    } else {
      outcomes.set(change.id, "kept_in_history");
    }
  }
  for (const [key, change] of winner) {
    nextStamps.set(key, { changeId: change.id, at: change.at });
    values.set(key, change.value);
  }
  return { stamps: nextStamps, values, outcomes };
}
