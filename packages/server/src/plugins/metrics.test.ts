// /api/metrics (issue 35): what a Prometheus scraper on the host reads. Requests are counted by
// route pattern (one series per route, not per id), with their status; only loopback callers
// get an answer, as for every loopback-only route (the 404 of a route that does not exist).
import { expect, it } from "vitest";
import { testAppForFile } from "../test/helpers/test-app.ts";

const t = testAppForFile();

it("counts requests by route pattern and status, and answers loopback callers only", async () => {
  for (const id of [1, 2, 3]) await t.app.inject({ method: "GET", url: `/api/orders/${id}` });
  await t.app.inject({ method: "GET", url: "/api/health" });
  const scraped = await t.app.inject({ method: "GET", url: "/api/metrics", remoteAddress: "127.0.0.1" });
  expect(scraped.statusCode).toBe(200);
  expect(scraped.headers["content-type"]).toContain("text/plain");
  const text = scraped.body;
  // three calls of one route without a sign-in: one series, counted 3, at their status
  const orders =
    /fenestra_http_request_duration_seconds_count\{route="\/api\/orders\/:id",method="GET",status="(\d+)"\} (\d+)/.exec(
      text,
    );
  expect(
    orders?.[2],
    text
      .split("\n")
      .filter((l) => l.includes("duration_seconds_count"))
      .join("\n"),
  ).toBe("3");
  expect(text).toContain(
    'fenestra_http_request_duration_seconds_count{route="/api/health",method="GET",status="200"} 1',
  );
  expect(text).not.toContain('route="/api/orders/1"');
  expect(text).toContain("fenestra_http_requests_in_flight");
  expect(text).toContain('fenestra_optimizer_tasks{state="waiting"} 0');
  expect(text).toContain("process_cpu_seconds_total");

  const remote = await t.app.inject({ method: "GET", url: "/api/metrics", remoteAddress: "203.0.113.9" });
  expect(remote.statusCode).toBe(404);
});
