import { type BodyIn, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";
import { DEMO } from "../../db/seed.ts";
import { injectRoute } from "../../shared/inject-route.ts";
import type { TestClock } from "./clock.ts";

export type Body = { code: number; message: string; key?: string; data: unknown; errors?: unknown };

let phoneCounter = 0;
/** A phone number no other test in this file uses (mainland mobile format). */
export function nextPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter).padStart(5, "0")}`;
}

export const STRONG_PASSWORD = "Casement#Sash42";

/** app.inject with JSON in and out; `token` sets the bearer header, `lang` TargetLanguage. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  options: { body?: unknown; token?: string; lang?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers.targetlanguage = options.lang;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions["payload"] }),
  });
  return { status: response.statusCode, body: response.json() as Body };
}

/**
 * Calls a route by its @fenestra/api descriptor, typed as the web client is: params, query and
 * body are checked against the descriptor and the answer's data has the route's type.
 */
export const callRoute = injectRoute;

/** A refusal as a person meets it: HTTP 200, code 2, the message key and its text in the asked language. */
export function expectRefused(res: { status: number; body: unknown }, key: string, message: string) {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: 2, key, message });
}

/**
 * A request body sent wrong on purpose (a test of the server's refusal): callRoute takes it
 * where the descriptor's type would not.
 */
export const malformed = (body: unknown): never => body as never;

/** The newest code the outbox holds for a phone (via the dev endpoint, as the web tests do). */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const { body } = await callRoute(app, routes.dev.smsOutbox, { query: { phone } });
  const code = body.data?.items[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** A new picture code and its answer (via the dev endpoint, as a person reads the picture). */
export async function pictureFor(app: FastifyInstance): Promise<{ pictureId: string; pictureCode: string }> {
  const drawn = await callRoute(app, routes.auth.pictureCode, {});
  const pictureId = drawn.body.data?.id as string;
  const { body } = await callRoute(app, routes.dev.pictureCode, { query: { id: pictureId } });
  return { pictureId, pictureCode: body.data?.answer as string };
}

/**
 * Requests a code and answers it; moves the clock past the 1/min limit first. A registration's
 * code is asked with a picture code (SPEC §5), read the way a person reads it.
 */
export async function codeFor(
  app: FastifyInstance,
  clock: TestClock,
  phone: string,
  purpose: BodyIn<typeof routes.auth.smsCode>["purpose"],
) {
  clock.advance(61_000);
  const picture = purpose === "register" ? await pictureFor(app) : {};
  const { body } = await callRoute(app, routes.auth.smsCode, { body: { phone, purpose, ...picture } });
  expect(body.code, body.key).toBe(0);
  return lastCode(app, phone);
}

/**
 * Registers a new factory account and answers its session. It signs up in en-US unless `lang`
 * says another: a factory's starter series are named in the language it registers in, and the
 * suites read their English names (TB60 frame, white…).
 */
export async function registerAccount(
  app: FastifyInstance,
  clock: TestClock,
  overrides: Record<string, unknown> = {},
  lang = "en-US",
): Promise<Session> {
  const phone = (overrides.phone as string | undefined) ?? nextPhone();
  // A dealer registers with a factory's registration code (SPEC §5): a factory of its own unless named.
  const registrationCode =
    overrides.role === "dealer" && !("registrationCode" in overrides)
      ? (await registerAccount(app, clock, {}, lang)).userinfo.invitation_code
      : undefined;
  const code = await codeFor(app, clock, phone, "register");
  const { body } = await callRoute(app, routes.auth.register, {
    lang,
    body: malformed({
      phone,
      phoneAgain: (overrides.phone as string | undefined) ?? phone,
      code,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      company: "Test Windows",
      spaceName: `Space ${phone}`,
      username: `u${phone}`,
      role: "factory",
      nickname: "Tester",
      registrationCode,
      agree: true,
      ...overrides,
    }),
  });
  expect(body.code, `${body.key} ${JSON.stringify(body.errors)}`).toBe(0);
  return body.data as Session;
}

/**
 * Registers a factory account and buys it the pro edition and 20 sub-account seats on the payment
 * sandbox's pay page, as a buyer does: an account that may create sub-accounts (a trial one may
 * not, SPEC §6; a paid one as many as its seats).
 */
export async function registerPaidAccount(...args: Parameters<typeof registerAccount>): Promise<Session> {
  const [app] = args;
  const session = await registerAccount(...args);
  const items = [
    { kind: "upgrade", edition: "pro" },
    { kind: "seats", count: 20 },
  ] as const;
  for (const item of items) {
    const { body } = await callRoute(app, routes.purchase.createOrder, {
      token: session.userinfo.api_token,
      body: { item, channel: "alipay", agreementRead: true },
      idempotencyKey: `paid-${item.kind}-${session.userinfo.phone_number}`,
    });
    expect(body.code, body.key).toBe(0);
    const paid = await app.inject({
      method: "POST",
      url: new URL(body.data?.payUrl as string).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(paid.body).toContain("sandbox-paid");
  }
  return session;
}

export async function signInDemo(app: FastifyInstance): Promise<Session> {
  const { body } = await callRoute(app, routes.auth.login, {
    body: { phone: DEMO.phone, password: DEMO.password },
  });
  expect(body.code).toBe(0);
  return body.data as Session;
}

/** A new sub-account of `owner` with the given permissions (SPEC §3 permanents), signed in. */
export async function subAccountSession(
  app: FastifyInstance,
  owner: string,
  permanents: Record<string, string>,
): Promise<Session> {
  const phone = nextPhone();
  const made = await callRoute(app, routes.subAccounts.create, {
    token: owner,
    body: { phone, nickname: "Sub", password: STRONG_PASSWORD, permanents },
  });
  expect(made.body.code, made.body.key).toBe(0);
  const login = await callRoute(app, routes.auth.login, { body: { phone, password: STRONG_PASSWORD } });
  return login.body.data as Session;
}
