import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { callRoute, malformed, registerAccount } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

// SPEC §3 "Also stored: … xxfData": the message centre's read marker, kept with the user and
// answered with the session (issue 30; the centre itself is issue 34's /xxf).

const t = testAppForFile();
const token = (s: Session) => s.userinfo.api_token;
const readUpTo = (s: Session, readAt: unknown, lang = "en-US") =>
  callRoute(t.app, routes.settings.readMessages, { token: token(s), lang, body: malformed({ readAt }) });
const session = async (s: Session) =>
  (await callRoute(t.app, routes.users.info, { token: token(s) })).body.data as Session;

describe("the message centre's read marker (xxfData)", () => {
  it("comes with the session, moves on when messages are read, and never back", async () => {
    const user = await registerAccount(t.app, t.clock);
    const other = await registerAccount(t.app, t.clock);
    expect(user.xxfData).toEqual({ readAt: null });
    const nine = new Date(t.clock().getTime() - 3_600_000).toISOString();
    const ten = t.clock().toISOString();
    expect((await readUpTo(user, ten)).body.data).toEqual({ readAt: ten });
    // an earlier mark (another tab's, a retry) leaves the later one
    expect((await readUpTo(user, nine)).body.data).toEqual({ readAt: ten });
    expect((await session(user)).xxfData).toEqual({ readAt: ten });
    expect((await session(other)).xxfData).toEqual({ readAt: null });
  });

  it("refuses a moment not yet come and what is not a moment, at readAt in the caller's language, changing nothing", async () => {
    const user = await registerAccount(t.app, t.clock);
    const later = new Date(t.clock().getTime() + 60_000).toISOString();
    const future = await readUpTo(user, later);
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([
      { field: "readAt", message: "Messages cannot be read up to a moment that has not come yet" },
    ]);
    const bad = await readUpTo(user, "yesterday", "zh-CN");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: "readAt", message: "请给出已读最新消息的时间（带时区的日期和时间）" },
    ]);
    expect((await session(user)).xxfData).toEqual({ readAt: null });
  });
});

describeRaces("read marks sent at once", () => {
  it("leave the latest of ten marks sent together in any order", async () => {
    const user = await registerAccount(t.app, t.clock);
    const base = t.clock().getTime() - 600_000;
    const marks = [3, 9, 1, 7, 0, 5, 8, 2, 6, 4].map((m) => new Date(base + m * 60_000).toISOString());
    const answers = await parallel(10, (i) => readUpTo(user, marks[i]));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect((await session(user)).xxfData).toEqual({ readAt: new Date(base + 9 * 60_000).toISOString() });
  });
});
