// Undo as recorded changes with marks (tldraw HistoryManager idea). A change holds the design
// before and after (designs are immutable, so these share structure). A mark starts an undo
// step: undo goes back to the last mark, so a whole drag — many changes after one mark — is
// undone at once; bailToMark throws a gesture's changes away without leaving a redo.
import type { Design } from "../design/model.ts";

type Change = { kind: "change"; name: string; before: Design; after: Design };
type Mark = { kind: "mark"; id: string };
type Entry = Change | Mark;

export class HistoryManager {
  private undos: Entry[] = [];
  private redos: Entry[] = [];

  /** Starts a new undo step; returns its id. */
  mark(id: string): string {
    this.undos.push({ kind: "mark", id });
    return id;
  }

  /** Records a change; any redo is dropped. */
  record(name: string, before: Design, after: Design): void {
    this.undos.push({ kind: "change", name, before, after });
    this.redos = [];
  }

  get canUndo(): boolean {
    return this.undos.some((e) => e.kind === "change");
  }
  get canRedo(): boolean {
    return this.redos.some((e) => e.kind === "change");
  }

  /** Undoes back to the last mark; returns the design to show, or null if there is nothing to undo. */
  undo(): Design | null {
    if (!this.canUndo) return null;
    let earliest: Change | null = null;
    while (this.undos.length) {
      const e = this.undos.pop()!;
      this.redos.push(e);
      if (e.kind === "change") earliest = e;
      else if (earliest) break;
    }
    return earliest?.before ?? null;
  }

  /** Redoes one undo step; returns the design to show, or null. */
  redo(): Design | null {
    if (!this.canRedo) return null;
    let latest: Change | null = null;
    while (this.redos.length) {
      const top = this.redos[this.redos.length - 1]!;
      if (top.kind === "mark" && latest) break;
      this.redos.pop();
      this.undos.push(top);
      if (top.kind === "change") latest = top;
    }
    return latest?.after ?? null;
  }

  /** Removes everything since mark `id` (inclusive); returns the design before it, or null if nothing changed. */
  bailToMark(id: string): Design | null {
    const at = this.undos.findLastIndex((e) => e.kind === "mark" && e.id === id);
    if (at < 0) return null;
    const removed = this.undos.splice(at);
    const first = removed.find((e): e is Change => e.kind === "change");
    return first?.before ?? null;
  }

  /** Names of the changes that undo would step through, oldest first (for tests and the UI). */
  entries(): string[] {
    return this.undos.map((e) => (e.kind === "mark" ? `mark:${e.id}` : e.name));
  }
}
