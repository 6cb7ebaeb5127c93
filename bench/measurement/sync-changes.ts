// The sync after an hour offline, over HTTP on loopback against the built server: 100 changes of
// 10 openings made across the last hour (each opening's note edited twice: the later wins, the
// other stays in the history) sent as the device sends them, then sent again as after a lost
// answer. Checked: nothing lost (every change id in the visit's history), each applied once.

type Envelope<T> = { code: number; key?: string; message?: string; data: T };

export type SyncFigures = {
  changes: number;
  firstMs: number;
  resendMs: number;
  applied: number;
  keptInHistory: number;
  alreadyApplied: number;
  inHistory: number;
  openings: number;
};

export function client(base: string) {
  let token = "";
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        TargetLanguage: "en-US",
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (response.status !== 200 || envelope.code !== 0)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope).slice(0, 300)}`);
    return envelope.data;
  };
  /** A route's raw bytes (a picture). */
  const raw = async (path: string) => {
    const response = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  return {
    call,
    raw,
    async signIn(phone: string, password: string) {
      const session = await call<{ userinfo: { api_token: string } }>("POST", "/api/auth/login", {
        phone,
        password,
      });
      token = session.userinfo.api_token;
    },
  };
}

/** A visit for the demo's first customer, measured by the first measurer offered, now. */
export async function orderVisit(api: ReturnType<typeof client>, address: string): Promise<number> {
  const customers = await api.call<{ items: { id: number }[] }>("GET", "/api/customers?pageSize=1");
  const measurers = await api.call<{ id: number }[]>("GET", "/api/measure-orders/measurers");
  const customerId = customers.items[0]?.id;
  const measurerId = measurers[0]?.id;
  if (!customerId || !measurerId) throw new Error("the demo has no customer or no measurer");
  const order = await api.call<{ id: number }>(
    "POST",
    "/api/measure-orders",
    { customerId, address, appointmentAt: new Date().toISOString(), measurerId },
    { "Idempotency-Key": crypto.randomUUID() },
  );
  return order.id;
}

export async function syncAfterAnHour(api: ReturnType<typeof client>, orderId: number): Promise<SyncFigures> {
  const hourAgo = Date.now() - 3_600_000;
  const changes: { id: string; openingId: string; field: string; value: string | number; at: string }[] = [];
  for (let o = 0; o < 10; o++) {
    const openingId = crypto.randomUUID();
    const fields: [string, string | number][] = [
      ["room", `Room ${o + 1}`],
      ["position", "North"],
      ["width1", 1500],
      ["width2", 1496],
      ["width3", 1502],
      ["height1", 1200],
      ["height2", 1204],
      ["height3", 1199],
      ["note", "first look"],
      ["note", "measured again"],
    ];
    for (const [field, value] of fields) {
      // one change every 36 s across the hour: the second note is the later
      const at = new Date(hourAgo + changes.length * 36_000).toISOString();
      changes.push({ id: crypto.randomUUID(), openingId, field, value, at });
    }
  }
  type Result = { results: { id: string; outcome: string }[] };
  let started = performance.now();
  const first = await api.call<Result>("POST", `/api/measure-orders/${orderId}/changes`, { changes });
  const firstMs = performance.now() - started;
  started = performance.now();
  const again = await api.call<Result>("POST", `/api/measure-orders/${orderId}/changes`, { changes });
  const resendMs = performance.now() - started;
  const detail = await api.call<{ openings: { note: string }[]; history: { changeId: string }[] }>(
    "GET",
    `/api/measure-orders/${orderId}`,
  );
  const count = (r: Result, outcome: string) => r.results.filter((x) => x.outcome === outcome).length;
  const history = new Set(detail.history.map((h) => h.changeId));
  const lost = changes.filter((c) => !history.has(c.id));
  if (lost.length > 0) throw new Error(`${lost.length} changes not in the history`);
  if (detail.openings.some((o) => o.note !== "measured again")) throw new Error("an earlier note won");
  return {
    changes: changes.length,
    firstMs,
    resendMs,
    applied: count(first, "applied"),
    keptInHistory: count(first, "kept_in_history"),
    alreadyApplied: count(again, "already_applied"),
    inHistory: history.size,
    openings: detail.openings.length,
  };
}
