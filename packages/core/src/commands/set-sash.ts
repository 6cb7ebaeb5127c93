import type {
  Design,
  DoubleSashRegion,
  Handle,
  Hinge,
  HingeSide,
  Lock,
  PairOpenType,
  Region,
  SashOpenType,
} from "../design/model.ts";
import { hingeSides, pairOpenTypes, sashOpenTypes } from "../design/model.ts";
import { handleSchema, hingeSchema, lockSchema } from "../design/schema.ts";
import { idSource, replaceRegion } from "../design/tree.ts";
import { DEFAULT_HANDLE, DEFAULT_HINGE, glassRegion } from "./defaults.ts";
import { regionBox } from "./place.ts";
import { type Command, type CommandEnv, type CommandResult, fail, findCell } from "./types.ts";
import { validateDesign } from "./validate.ts";

/** What a single sash and a French pair share: the open type, opening direction and hardware. */
type SashFields<T> = {
  regionId: string;
  openType: T;
  opening?: "inward" | "outward";
  hinge?: Hinge;
  handle?: Handle;
  lock?: Lock;
};
export type SetSashInput = SashFields<SashOpenType> & { hingeSide: HingeSide };
export type SetDoubleSashInput = SashFields<PairOpenType> & { active?: "left" | "right" };

type SashLike = Extract<Region, { kind: "sash" | "doubleSash" }>;
/** The shared fields as they end up: the input's, else the base's, else the defaults. */
type Shared<T> = { openType: T; opening: "inward" | "outward"; hinge: Hinge; handle: Handle; lock: Lock };

/**
 * The one way a sash or a pair is put into a cell or changed: checks the input (the open types
 * from the sash-kinds table, `known` the carrier's own fields), then replaces the cell with
 * `make(base, cell)`, where `base` is the region already there when it is of the same kind
 * (its id, hardware and content stay unless the input names them).
 */
function runSashLike<K extends SashLike["kind"], T extends string>(
  design: Design,
  input: SashFields<T>,
  env: CommandEnv,
  carrier: { kind: K; openTypes: readonly T[]; known: boolean },
  make: (base: Extract<SashLike, { kind: K }> | null, cell: Region, shared: Shared<T>) => Region,
): CommandResult {
  const hit = findCell(design, input.regionId);
  if ("ok" in hit) return hit;
  const known =
    carrier.openTypes.includes(input.openType) &&
    carrier.known &&
    [undefined, "inward", "outward"].includes(input.opening);
  if (!known) return fail("design.invalid", { field: "openType" });
  const hardware = [
    input.hinge === undefined || hingeSchema.safeParse(input.hinge).success,
    input.handle === undefined || handleSchema.safeParse(input.handle).success,
    input.lock === undefined || lockSchema.safeParse(input.lock).success,
  ];
  if (hardware.includes(false)) return fail("design.invalid", { field: "hardware" });
  const updated = replaceRegion(design, input.regionId, (r) => {
    const base = r.kind === carrier.kind ? (r as Extract<SashLike, { kind: K }>) : null;
    return make(base, r, {
      openType: input.openType,
      opening: input.opening ?? base?.opening ?? "inward",
      hinge: input.hinge ?? base?.hinge ?? DEFAULT_HINGE,
      handle: input.handle ?? base?.handle ?? DEFAULT_HANDLE,
      lock: input.lock !== undefined ? input.lock : (base?.lock ?? null),
    });
  });
  return validateDesign(updated, env, hit.frame.id, { kinds: true });
}

/** Puts a sash into a cell (its content becomes the sash's content), or changes an existing sash. */
export const setSash: Command<SetSashInput> = {
  name: "setSash",
  history: "record",
  run(design, input, env) {
    const next = idSource(design);
    const carrier = {
      kind: "sash",
      openTypes: sashOpenTypes,
      known: hingeSides.includes(input.hingeSide),
    } as const;
    return runSashLike(design, input, env, carrier, (base, cell, shared) => ({
      kind: "sash",
      id: base ? base.id : next("S"),
      ...shared,
      hingeSide: input.hingeSide,
      inner: base ? base.inner : cell,
    }));
  },
};

/**
 * Replaces a cell with a pair of leaves meeting in the middle without a mullion (French
 * window/door). Run on a pair it changes the pair in place: its id, meeting line, leaves and
 * their glass stay; only what the input names (type, active leaf, opening, hardware) changes.
 */
export const setDoubleSash: Command<SetDoubleSashInput> = {
  name: "setDoubleSash",
  history: "record",
  run(design, input, env) {
    const box = regionBox(design, input.regionId, env);
    if (!box) return fail("design.not_found", { id: input.regionId });
    const next = idSource(design);
    const known = [undefined, "left", "right"].includes(input.active);
    const carrier = { kind: "doubleSash", openTypes: pairOpenTypes, known } as const;
    return runSashLike(design, input, env, carrier, (base, cell, shared): DoubleSashRegion => {
      const fill = cell.kind === "fill" ? cell.fill : undefined;
      return {
        kind: "doubleSash",
        id: base ? base.id : next("D"),
        ...shared,
        meeting: base ? base.meeting : (box.x0 + box.x1) / 2,
        active: input.active ?? base?.active ?? "right",
        left: base ? base.left : { id: next("S"), inner: glassRegion(next("G"), fill) },
        right: base ? base.right : { id: next("S"), inner: glassRegion(next("G"), fill) },
      };
    });
  },
};
