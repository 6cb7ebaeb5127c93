import type { Permanents } from "@fenestra/core";
import { MEASURE_TRANSITIONS, measureEvents } from "@fenestra/core/measurement/index";
import { isApiError } from "../../../shared/api/api-error.ts";
import { newRequestKey } from "../../../shared/api/request-key.ts";
import type { MeasureDetail } from "../measurement-api.ts";
import type { DeviceAct, DeviceDb, DeviceOrder, VisitAct } from "./device-db.ts";

// Completing, reopening, cancelling and editing a visit with no network (issue 31: the visit lives
// on the device): the act is kept here and shown at once (laid over the server's last answer by
// the same machine the server runs), then sent when the network returns, by its own id.

/** The server's side of an act: each call carries the act's id as its Idempotency-Key. */
export interface ActServer {
  transition(orderId: number, event: "complete" | "reopen" | "cancel", key: string): Promise<unknown>;
  update(orderId: number, body: Extract<VisitAct, { kind: "update" }>["body"], key: string): Promise<unknown>;
  detail(orderId: number): Promise<MeasureDetail>;
}

/**
 * Keeps an act made here; answers it. `clientId`: the key a call already tried carried (its answer
 * lost), so the resend applies once.
 */
export async function queueAct(
  db: DeviceDb,
  orderId: number,
  act: VisitAct,
  clientId = newRequestKey(),
  now = new Date(),
) {
  const row: DeviceAct = { ...act, clientId, orderId, createdAt: now.toISOString() };
  await db.acts.put(row);
  return row;
}

/** The acts still to send (all, or one visit's), oldest first; refused ones are not sent again. */
export async function waitingActs(db: DeviceDb, orderId?: number): Promise<DeviceAct[]> {
  const rows =
    orderId === undefined
      ? await db.acts.toArray()
      : await db.acts.where("orderId").equals(orderId).toArray();
  return rows.filter((a) => a.refused === undefined).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The visit as it will be once its waiting acts arrive: each transition moves the status as the
 * machine says (the events offered follow the new status), each edit sets the visit's fields.
 */
export function withActs(
  order: DeviceOrder,
  acts: readonly DeviceAct[],
  permanents: Permanents,
): DeviceOrder {
  let shown = order;
  for (const act of acts) {
    if (act.refused !== undefined) continue;
    if (act.kind === "transition") {
      const status = MEASURE_TRANSITIONS[act.event].to;
      shown = { ...shown, status, events: measureEvents(status, permanents) };
    } else shown = { ...shown, ...act.body, measurerName: act.measurerName };
  }
  return shown;
}

/** A refusal of the server's (a business code or a field), not a lost answer: sending it again changes nothing. */
export const isRefusal = (error: unknown) =>
  isApiError(error) && (error.code !== undefined || error.status === 400);

/**
 * Sends a visit's waiting acts, oldest first. Sent: removed. Refused: kept with the server's words
 * (shown until dismissed), the rest still go. Any other failure (no answer) stops, to try again.
 * Then the visit is read again. Answers how many the server took.
 */
export async function sendActs(
  db: DeviceDb,
  server: ActServer,
  orderId: number,
  keep: (detail: MeasureDetail) => Promise<void>,
): Promise<number> {
  const acts = await waitingActs(db, orderId);
  if (acts.length === 0) return 0;
  let sent = 0;
  for (const act of acts) {
    try {
      if (act.kind === "transition") await server.transition(orderId, act.event, act.clientId);
      else await server.update(orderId, act.body, act.clientId);
      await db.acts.delete(act.clientId);
      sent += 1;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await db.acts.update(act.clientId, { refused: error instanceof Error ? error.message : String(error) });
    }
  }
  await keep(await server.detail(orderId));
  return sent;
}
