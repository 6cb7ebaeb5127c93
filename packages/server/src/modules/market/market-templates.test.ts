// Window templates on the market (issue 34, SPEC §2 /product-manage/addWindoorMob/{group_id}): a
// clone is the cloner's own copy in their window library recording the published version, the
// preview shows the drawing and no cost, unpublishing keeps the clone, another company's
// unpublished template is not seen, the publisher sees the clone count, /find filters by kind.
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, registerAccount, registerPaidAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { casementDesign } from "../orders/orders.fixtures.ts";
import {
  cloneTemplateListing,
  firstSeries,
  libraryOf,
  publishSeries,
  publishTemplate,
  saveTemplate,
  tokenOf,
} from "./market.fixtures.ts";

const t = testAppForFile();
let publisher: Session;
let cloner: Session;
beforeAll(async () => {
  publisher = await registerPaidAccount(t.app, t.clock, { company: "Gamma Glazing" });
  cloner = await registerPaidAccount(t.app, t.clock, { company: "Delta Doors" });
});

const search = async (token: string, query: Record<string, string>) => {
  const { body } = await callRoute(t.app, routes.market.search, { token, query: query as { q: string } });
  expect(body.code, body.key).toBe(0);
  return (body.data as NonNullable<typeof body.data>).items;
};

describe("window templates on the market", () => {
  it("publishes a template, finds it by kind, previews its drawing without any money", async () => {
    const template = await saveTemplate(t.app, tokenOf(publisher), "Bay casement");
    const listing = await publishTemplate(t.app, tokenOf(publisher), template.id, {
      title: "Quasar bay casement",
      description: "Two sashes over a fixed light",
    });
    expect(listing).toMatchObject({ kind: "template", templateId: template.id, seriesId: null });
    expect(listing).toMatchObject({ published: true, publishedVersion: 1, cloneCount: 0 });
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const seriesListing = await publishSeries(t.app, tokenOf(publisher), series.id, {
      title: "Quasar series",
    });

    const both = (await search(tokenOf(cloner), { q: "quasar" })).map((l) => l.id);
    expect(both).toEqual(expect.arrayContaining([listing.id, seriesListing.id]));
    const templates = await search(tokenOf(cloner), { q: "quasar", kind: "template" });
    expect(templates.map((l) => l.id)).toEqual([listing.id]);
    const seriesOnly = await search(tokenOf(cloner), { q: "quasar", kind: "series" });
    expect(seriesOnly.map((l) => l.id)).toEqual([seriesListing.id]);

    const { body } = await callRoute(t.app, routes.market.preview, {
      token: tokenOf(cloner),
      params: { id: listing.id },
    });
    expect(body.code, body.key).toBe(0);
    expect(body.data).toMatchObject({ kind: "template", series: null, bom: null, mine: false });
    expect(body.data?.template).toEqual({ type: "casement", design: casementDesign });
    const text = JSON.stringify(body.data);
    for (const word of ["price", "amount", "cost", "quote"]) expect(text.toLowerCase()).not.toContain(word);
  });

  it("refuses a description over 60 characters at its field, nothing published", async () => {
    const template = await saveTemplate(t.app, tokenOf(publisher), "Long words");
    const res = await callRoute(t.app, routes.market.publishTemplate, {
      token: tokenOf(publisher),
      params: { id: template.id },
      body: { title: "Too long", description: "x".repeat(61), pictures: [] },
      lang: "en-US",
    });
    expect(res.body.code).not.toBe(0);
    expect(res.body.errors?.map((e) => e.field)).toContain("description");
    const mine = await callRoute(t.app, routes.market.ofTemplate, {
      token: tokenOf(publisher),
      params: { id: template.id },
    });
    expect(mine.body.data).toBeNull();
  });

  it("clones into the cloner's library as their own copy; unpublishing and deleting keep it", async () => {
    const template = await saveTemplate(t.app, tokenOf(publisher), "Patio pair");
    const first = await publishTemplate(t.app, tokenOf(publisher), template.id, { title: "Patio pair v1" });
    const second = await publishTemplate(t.app, tokenOf(publisher), template.id, { title: "Patio pair" });
    expect(second).toMatchObject({ id: first.id, publishedVersion: 2 });

    const res = await cloneTemplateListing(t.app, tokenOf(cloner), first.id);
    expect(res.body.code, res.body.key).toBe(0);
    expect(res.body.data).toMatchObject({ name: "Patio pair", listingId: first.id, version: 2 });
    const copy = (await libraryOf(t.app, tokenOf(cloner))).find((x) => x.id === res.body.data?.templateId);
    expect(copy).toMatchObject({
      name: "Patio pair",
      type: "casement",
      marketListingId: first.id,
      marketVersion: 2,
    });
    expect(copy?.design).toEqual(casementDesign);

    const own = await callRoute(t.app, routes.market.ofTemplate, {
      token: tokenOf(publisher),
      params: { id: template.id },
    });
    expect(own.body.data?.cloneCount).toBe(1);

    // unpublished, then the publisher's template deleted: the clone is the cloner's and stays
    const off = await callRoute(t.app, routes.market.unpublish, {
      token: tokenOf(publisher),
      params: { id: first.id },
    });
    expect(off.body.data).toMatchObject({ published: false, cloneCount: 1 });
    await callRoute(t.app, routes.templates.remove, {
      token: tokenOf(publisher),
      params: { id: template.id },
    });
    const still = (await libraryOf(t.app, tokenOf(cloner))).find((x) => x.id === copy?.id);
    expect(still?.design).toEqual(casementDesign);
    // and it is the cloner's own: they may delete it
    const gone = await callRoute(t.app, routes.templates.remove, {
      token: tokenOf(cloner),
      params: { id: copy?.id as number },
    });
    expect(gone.body.code, gone.body.key).toBe(0);
  });

  it("does not show another company's unpublished template, nor clone it", async () => {
    const template = await saveTemplate(t.app, tokenOf(publisher), "Hidden arch");
    const listing = await publishTemplate(t.app, tokenOf(publisher), template.id, { title: "Nebula arch" });
    await callRoute(t.app, routes.market.unpublish, {
      token: tokenOf(publisher),
      params: { id: listing.id },
    });
    expect(await search(tokenOf(cloner), { q: "nebula" })).toEqual([]);
    const seen = await callRoute(t.app, routes.market.preview, {
      token: tokenOf(cloner),
      params: { id: listing.id },
    });
    expect(seen.body.key).toBe("missing.market_listing");
    const clone = await cloneTemplateListing(t.app, tokenOf(cloner), listing.id);
    expect(clone.body.key).toBe("missing.market_listing");
    // the publisher still sees its own
    const own = await callRoute(t.app, routes.market.preview, {
      token: tokenOf(publisher),
      params: { id: listing.id },
    });
    expect(own.body.code, own.body.key).toBe(0);
  });

  it("does not publish another company's template and refuses a trial company's clone", async () => {
    const template = await saveTemplate(t.app, tokenOf(publisher), "Mine only");
    const res = await callRoute(t.app, routes.market.publishTemplate, {
      token: tokenOf(cloner),
      params: { id: template.id },
      body: { title: "Stolen", description: "", pictures: [] },
    });
    expect(res.body.key).toBe("missing.template");
    const listing = await publishTemplate(t.app, tokenOf(publisher), template.id, { title: "Trial bait" });
    const trial = await registerAccount(t.app, t.clock);
    const clone = await cloneTemplateListing(t.app, tokenOf(trial), listing.id);
    expect(clone.body).toMatchObject({ code: 10086, key: "trial.no_clone" });
  });
});
