import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { callRoute } from "../../test/helpers/factories.ts";
import { casementDesign } from "../orders/orders.fixtures.ts";

// What the market's tests share: a company's catalogue, a series published, a listing cloned.

export const tokenOf = (s: Session) => s.userinfo.api_token;

export async function catalogueOf(app: FastifyInstance, token: string) {
  const { body } = await callRoute(app, routes.series.catalogue, { token });
  expect(body.code, body.key).toBe(0);
  return body.data as NonNullable<typeof body.data>;
}

/** The company's first starter series and the directory it lives in. */
export async function firstSeries(app: FastifyInstance, token: string) {
  const cat = await catalogueOf(app, token);
  const series = cat.series[0];
  if (!series) throw new Error("no starter series");
  return { series, directoryId: series.directoryId };
}

export async function publishSeries(
  app: FastifyInstance,
  token: string,
  seriesId: number,
  body: { title: string; description?: string; pictures?: string[] },
) {
  const { body: res } = await callRoute(app, routes.market.publish, {
    token,
    params: { id: seriesId },
    body: { description: "", ...body },
  });
  expect(res.code, `${res.key} ${JSON.stringify(res.errors)}`).toBe(0);
  return res.data as NonNullable<typeof res.data>;
}

export async function cloneListing(
  app: FastifyInstance,
  token: string,
  listingId: number,
  directoryId: number,
  idempotencyKey?: string,
) {
  return callRoute(app, routes.market.clone, {
    token,
    params: { id: listingId },
    body: { directoryId },
    lang: "en-US",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

/** Saves a window template in the company's library. */
export async function saveTemplate(app: FastifyInstance, token: string, name: string) {
  const { body } = await callRoute(app, routes.templates.create, {
    token,
    body: { name, type: "casement", design: casementDesign },
  });
  expect(body.code, body.key).toBe(0);
  return body.data as NonNullable<typeof body.data>;
}

export async function publishTemplate(
  app: FastifyInstance,
  token: string,
  templateId: number,
  body: { title: string; description?: string },
) {
  const { body: res } = await callRoute(app, routes.market.publishTemplate, {
    token,
    params: { id: templateId },
    body: { description: "", ...body },
  });
  expect(res.code, `${res.key} ${JSON.stringify(res.errors)}`).toBe(0);
  return res.data as NonNullable<typeof res.data>;
}

export async function cloneTemplateListing(
  app: FastifyInstance,
  token: string,
  listingId: number,
  idempotencyKey?: string,
) {
  return callRoute(app, routes.market.cloneTemplate, {
    token,
    params: { id: listingId },
    body: {},
    lang: "en-US",
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

/** The company's own window templates. */
export async function libraryOf(app: FastifyInstance, token: string) {
  const { body } = await callRoute(app, routes.templates.list, { token, query: { pageSize: 100 } });
  expect(body.code, body.key).toBe(0);
  return (body.data as NonNullable<typeof body.data>).items;
}
