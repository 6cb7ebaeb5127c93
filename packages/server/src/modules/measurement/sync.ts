// Applies a batch of opening changes from a measurer's device (docs/measurement.md): the order is
// locked for the batch, so two copies of one batch sent at once apply it once (the second finds
// its change ids recorded); core's mergeChanges decides each change's fate.
import type { SyncBody } from "@fenestra/api";
import {
  emptyOpening,
  type FieldStamp,
  fieldProblem,
  type MeasureState,
  mergeChanges,
  OPEN_STATES,
  type Opening,
  openingProblems,
} from "@fenestra/core/measurement/index";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { measureChanges, measureOpenings } from "../../db/schema/index.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { loadMeasureOrderFor } from "./measure-access.ts";
import { presentOpening } from "./measurement.present.ts";
import * as q from "./measurement.queries.ts";

export async function sync(db: Db, tenant: Tenant, orderId: number, body: SyncBody) {
  // Each value on its own first: an impossible one is refused at its field, nothing applied.
  for (const change of body.changes) {
    const problem = fieldProblem(change.field, change.value);
    if (problem) throw new FieldError(problem.field, problem.key, stringParams(problem.params));
  }
  return db.transaction(async (tx) => {
    const order = await loadMeasureOrderFor(tx, tenant, orderId, true);
    if (!OPEN_STATES.includes(order.status as MeasureState)) throw new AppError("measure.order_closed");
    const openingIds = [...new Set(body.changes.map((c) => c.openingId))];
    const held = await q.openingsById(tx, openingIds);
    // An opening of another order (or company) is not this order's to change.
    if (held.some((o) => o.companyId !== tenant.companyId || o.measureOrderId !== order.id))
      throw new AppError("missing.measure_opening");
    const stamps = new Map<string, FieldStamp>();
    const fields = new Map<string, Opening>();
    for (const o of held) {
      fields.set(o.id, { ...emptyOpening(), ...o.fields });
      for (const [field, stamp] of Object.entries(o.stamps)) stamps.set(`${o.id}.${field}`, stamp);
    }
    const seen = await q.seenChangeIds(
      tx,
      tenant,
      body.changes.map((c) => c.id),
    );
    const merged = mergeChanges(body.changes, seen, stamps);
    const touched = new Set<string>();
    for (const [key, value] of merged.values) {
      const [openingId, field] = key.split(".") as [string, keyof Opening];
      const opening = fields.get(openingId) ?? emptyOpening();
      fields.set(openingId, { ...opening, [field]: value });
      touched.add(openingId);
    }
    // Then each opening as the batch leaves it (diagonals against the sides, reveal against wall).
    for (const id of touched) {
      const opening = fields.get(id) as Opening;
      const [problem] = opening.removed ? [] : openingProblems(opening);
      if (problem) throw new FieldError(problem.field, problem.key, stringParams(problem.params));
    }
    const now = new Date();
    const heldIds = new Set(held.map((o) => o.id));
    for (const id of touched) {
      const ownStamps = Object.fromEntries(
        [...stamps, ...merged.stamps]
          .filter(([key]) => key.startsWith(`${id}.`))
          .map(([key, s]) => [key.slice(id.length + 1), s]),
      );
      const values = { fields: fields.get(id) as Opening, stamps: ownStamps, updatedAt: now };
      if (heldIds.has(id)) await tx.update(measureOpenings).set(values).where(eq(measureOpenings.id, id));
      else
        await tx
          .insert(measureOpenings)
          .values({ id, companyId: tenant.companyId, measureOrderId: order.id, ...values });
    }
    const recorded = body.changes.filter((c) => merged.outcomes.get(c.id) !== "already_applied");
    const unique = [...new Map(recorded.map((c) => [c.id, c])).values()];
    if (unique.length > 0)
      await tx
        .insert(measureChanges)
        .values(
          unique.map((c) => ({
            companyId: tenant.companyId,
            measureOrderId: order.id,
            changeId: c.id,
            openingId: c.openingId,
            field: c.field,
            value: c.value,
            at: new Date(c.at),
            userId: tenant.userId,
            outcome: merged.outcomes.get(c.id) === "applied" ? "applied" : "kept_in_history",
          })),
        )
        .onConflictDoNothing();
    const openings = await q.openingsOf(tx, order.id);
    return {
      results: body.changes.map((c) => ({
        id: c.id,
        outcome: merged.outcomes.get(c.id) ?? "already_applied",
      })),
      openings: openings.filter((o) => !o.fields.removed).map((o) => presentOpening(o.id, o.fields)),
    };
  });
}

const stringParams = (params: Record<string, number>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
