import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listenEarly } from "./early-listener.ts";

describe("a process listening before its app is built", () => {
  const server = createServer();
  afterEach(
    () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  );

  it("is live at once, not ready, holds other requests until the app serves them, then drains", async () => {
    const early = listenEarly(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const health = await fetch(`${base}/api/health`, { headers: { TargetLanguage: "en-US" } });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ code: 0, data: { status: "ok" } });
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unready", failing: ["starting"] });

    // A request (with a body) sent while starting waits, and is answered by the app once it serves.
    let answered = false;
    const waiting = fetch(`${base}/api/orders`, { method: "POST", body: '{"n":1}' }).then(async (res) => {
      answered = true;
      return { status: res.status, body: await res.text() };
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(answered).toBe(false);
    early.handOver((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString();
      });
      req.on("end", () => res.end(`app: ${req.method} ${req.url} ${body}`));
    });
    expect(await waiting).toEqual({ status: 200, body: 'app: POST /api/orders {"n":1}' });

    // From now on the app answers everything, /api/health too.
    expect(await (await fetch(`${base}/api/health`)).text()).toBe("app: GET /api/health ");
    await early.drain(1000);
    expect(server.listening).toBe(false);
  });
});
