// The hardware a window is drawn with (SPEC §3 sash attributes): what its sashes' hinge, handle
// and lock are set to in the designer's hardware panel, for the documents that print a window.
import type { Design, Region } from "./model.ts";
import { childrenOf } from "./tree.ts";

/**
 * The type the designer once gave a new sash's hinge and handle (a new sash now names none: the
 * series' own, commands/defaults.ts); designs saved with it print it in the reader's language.
 */
export const STANDARD_HARDWARE = "standard";

/** Each distinct hinge, handle and lock type of a design's sashes, in drawing order. */
export type DesignHardware = { hinges: string[]; handles: string[]; locks: string[] };

/** The hardware of every sash and French pair of the design; empty lists for a fixed window. */
export function designHardware(design: Design): DesignHardware {
  const found: DesignHardware = { hinges: [], handles: [], locks: [] };
  const add = (list: string[], type: string | undefined) => {
    const name = type?.trim() ?? "";
    if (name !== "" && !list.includes(name)) list.push(name);
  };
  const visit = (r: Region) => {
    if (r.kind === "sash" || r.kind === "doubleSash") {
      if (r.hinge.count > 0) add(found.hinges, r.hinge.type);
      add(found.handles, r.handle.type);
      add(found.locks, r.lock?.type);
    }
    for (const child of childrenOf(r)) visit(child);
  };
  for (const frame of design.frames) visit(frame.root);
  return found;
}
