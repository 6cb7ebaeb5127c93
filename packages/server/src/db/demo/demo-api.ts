// How the demo seed acts: as a person of the company through the API routes (app.inject), so every
// row it makes passed the same validation, access rules and services as a click in the web app.
import type { CallArgs, DataOf, RouteDef } from "@fenestra/api";
import { routes } from "@fenestra/api";
import type { Language } from "@fenestra/core/account/languages";
import type { FastifyInstance } from "fastify";
import { injectRoute } from "../../shared/inject-route.ts";

/** One signed-in person: each call is theirs, in the company's language. */
export type DemoCaller = <R extends RouteDef>(route: R, args?: CallArgs<R>) => Promise<DataOf<R>>;

/** The seed's clock: the app's `clock`, set to the moment each step of the story happens. */
export class DemoClock {
  private now: Date;
  constructor(readonly start: Date) {
    this.now = start;
  }
  readonly read = () => this.now;
  /**
   * Sets the clock to `daysAgo` days before the start at `hour`:`minute` UTC (Beijing's working
   * day is 01:00–09:00 UTC). Today's steps happen between midnight and the start, in the same
   * order, so nothing is dated after the start or on another day.
   */
  at(daysAgo: number, hour: number, minute = 0): void {
    const day = new Date(this.start);
    day.setUTCDate(day.getUTCDate() - daysAgo);
    day.setUTCHours(0, 0, 0, 0);
    const into = daysAgo === 0 ? ((this.start.getTime() - day.getTime()) * (hour + minute / 60)) / 10 : 0;
    this.now =
      daysAgo === 0
        ? new Date(day.getTime() + into)
        : new Date(day.getTime() + (hour * 60 + minute) * 60_000);
  }
  /** Moves the clock on by some minutes (the next unit on the bench). */
  advance(minutes: number): void {
    this.now = new Date(this.now.getTime() + minutes * 60_000);
  }
  /** The calendar day (UTC) the clock is on: "YYYY-MM-DD". */
  today(): string {
    return this.now.toISOString().slice(0, 10);
  }
}

/** A caller with this token: a refusal stops the seed, naming the route and the reason. */
export function demoCaller(app: FastifyInstance, token: string, lang: Language): DemoCaller {
  return async (route, args) => {
    const { body } = await injectRoute(app, route, { ...(args as CallArgs<typeof route>), token, lang });
    if (body.code !== 0)
      throw new Error(
        `demo seed: ${route.method} ${route.path} refused: ${body.key ?? body.code} ${body.message}` +
          (body.errors ? ` ${JSON.stringify(body.errors)}` : ""),
      );
    return body.data as DataOf<typeof route>;
  };
}

/** Signs in through the login route; the caller and a sign-out for the end of the seed. */
export async function signInAs(app: FastifyInstance, phone: string, password: string, lang: Language) {
  const { body } = await injectRoute(app, routes.auth.login, { body: { phone, password }, lang });
  if (body.code !== 0) throw new Error(`demo seed: sign-in of ${phone} refused: ${body.key}`);
  const token = body.data.userinfo.api_token;
  const call = demoCaller(app, token, lang);
  return { call, userId: body.data.userinfo.id, signOut: () => call(routes.auth.logout) };
}
