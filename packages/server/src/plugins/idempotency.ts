import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { Db } from "../db/client.ts";
import type { AppDeps } from "./context.ts";
import { AppError } from "./errors.ts";
import {
  claimKey,
  findClaim,
  type IdempotencyClaim,
  markApplied,
  releaseKey,
  storeAnswer,
} from "./idempotency.queries.ts";
import { requestIdentity, sameRequestOrRefuse } from "./request-identity.ts";

/** How long a first answer is kept for its repeats (docs/api.md promises at least 24 hours). */
export const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
/** A claim whose request has not answered in this time is taken to have died with its process. */
const PENDING_GIVEN_UP_MS = 5 * 60 * 1000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 25;

/** The header a client sends with each write it may repeat: one key per intended effect. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

declare module "fastify" {
  interface FastifyRequest {
    /** Set while this request holds its Idempotency-Key claim. */
    idempotencyClaim?: IdempotencyClaim;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The claim of the idempotent request being served, for the transactions it runs. */
const running = new AsyncLocalStorage<{ claim?: IdempotencyClaim; applied?: boolean }>();
const PATCHED = Symbol("idempotency-transactions");

/**
 * Every top-level transaction of the database marks the running request's claim "applied" before
 * it commits (the first one only): its effect and the claim's state are committed together. A
 * claim left "applied" by a process that died before storing its answer is never run again.
 */
function markClaimsInTransactions(db: Db) {
  const marked = db as Db & { [PATCHED]?: true };
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work: (tx: Db) => Promise<unknown>, config?: unknown) =>
    transaction(
      async (tx) => {
        const result = await work(tx as unknown as Db);
        const store = running.getStore();
        if (store?.claim && !store.applied) {
          await markApplied(tx as unknown as Db, store.claim);
          store.applied = true;
        }
        return result;
      },
      config as Parameters<Db["transaction"]>[1],
    )) as Db["transaction"];
}

/**
 * Safe repeats for every route whose descriptor says `idempotent: true` (docs/api.md): with an
 * `Idempotency-Key` header, the first request claims the key for its caller (the signed-in user;
 * another user's same key is another key) and its answer is stored with the request's identity
 * (request-identity.ts: caller and keys, method, path, query, body); a repeat (a retry, a double
 * tap, the same request sent in parallel) gets that answer and changes nothing; the same key with
 * any other request — another route or body, or the same caller whose keys changed — is refused.
 * So a stored answer only ever reaches the request that would have got it: the same user, with the
 * same keys, who has just passed the route's access again. A first request refused at a field
 * (400) or failed (5xx) stores nothing, so it can be corrected and sent with the same key.
 */
export function installIdempotency(app: FastifyInstance, deps: AppDeps) {
  app.addHook("onRoute", (route: RouteOptions) => {
    const descriptor = route.config?.route;
    if (!descriptor?.idempotent) return;
    if (descriptor.access.auth !== "signedIn")
      throw new Error(
        `${descriptor.method} ${descriptor.path}: an idempotent route keeps answers per signed-in user`,
      );
    // the request runs in its own context (a callback hook keeps it to the reply), which the
    // claim is put in for the transactions of its handler
    route.onRequest = [...toArray(route.onRequest), (_request, _reply, done) => running.run({}, done)];
    route.preHandler = [...toArray(route.preHandler), replayOrClaim];
  });

  async function replayOrClaim(request: FastifyRequest, reply: import("fastify").FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) throw new AppError("conflict.idempotency_key_invalid");
    if (!request.auth) return;
    const { companyId, userId } = request.auth;
    const claim = { companyId, userId, key, requestHash: requestIdentity(request) };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = deps.clock();
      const stale = {
        done: new Date(now.getTime() - ANSWER_KEPT_MS),
        pending: new Date(now.getTime() - PENDING_GIVEN_UP_MS),
      };
      if (await claimKey(deps.db, claim, now, stale)) {
        request.idempotencyClaim = claim;
        markClaimsInTransactions(deps.db);
        const store = running.getStore();
        if (store) store.claim = claim;
        return;
      }
      const stored = await findClaim(deps.db, claim);
      if (!stored) continue; // released or expired in between: claim again
      sameRequestOrRefuse(stored.requestHash, claim.requestHash);
      if (stored.state === "done") {
        return reply
          .code(stored.statusCode ?? 200)
          .header("content-type", "application/json; charset=utf-8")
          .header("idempotent-replayed", "true")
          .send(JSON.stringify(stored.answer));
      }
      // written, but its process died before the answer was kept: done, and never run again
      if (stored.state === "applied" && stored.createdAt < stale.pending)
        throw new AppError("conflict.idempotency_applied");
      if (Date.now() > deadline) throw new AppError("conflict.idempotency_in_progress");
      await sleep(POLL_MS);
    }
  }

  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    if (reply.statusCode === 200 && typeof payload === "string") {
      await storeAnswer(deps.db, claim, reply.statusCode, JSON.parse(payload));
    } else {
      await releaseKey(deps.db, claim);
    }
    return payload;
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
