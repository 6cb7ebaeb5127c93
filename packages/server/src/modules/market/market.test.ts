// The market's tenancy (issue 34): a clone is the cloner's own copy, a preview shows no cost,
// unpublishing keeps clones working, the publisher sees the clone count, another company's
// unpublished listing is not seen, a description over 60 characters is refused at the field.
import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, registerAccount, registerPaidAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { TINY_PNG } from "../finance/finance.fixtures.ts";
import { catalogueOf, cloneListing, firstSeries, publishSeries, tokenOf } from "./market.fixtures.ts";

const t = testAppForFile();
let publisher: Session;
let cloner: Session;
beforeAll(async () => {
  publisher = await registerPaidAccount(t.app, t.clock, { company: "Alpha Profiles" });
  cloner = await registerPaidAccount(t.app, t.clock, { company: "Beta Windows" });
});

const getSeries = async (token: string, id: number) => {
  const { body } = await callRoute(t.app, routes.series.get, { token, params: { id } });
  expect(body.code, body.key).toBe(0);
  return body.data as NonNullable<typeof body.data>;
};

/** Every key anywhere in `value`. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysIn(v, found);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysIn(v, found);
    }
  return found;
}

describe("the market", () => {
  it("publishes a series with pictures, finds it by any part of its title, description or publisher", async () => {
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const upload = await callRoute(t.app, routes.files.upload, {
      token: tokenOf(publisher),
      body: { purpose: "market-picture", data: TINY_PNG.split(",")[1] as string },
    });
    expect(upload.body.code, upload.body.key).toBe(0);
    const key = upload.body.data?.key as string;
    const listing = await publishSeries(t.app, tokenOf(publisher), series.id, {
      title: "Zephyr 65 thermal casement",
      description: "Findable by its words",
      pictures: [key],
    });
    expect(listing).toMatchObject({ published: true, publishedVersion: 1, cloneCount: 0, mine: true });
    expect(listing.pictures).toEqual([expect.stringMatching(new RegExp(`^/api/files/links/${key}\\?`))]);
    for (const q of ["zephyr", "THERMAL CASE", "by its", "alpha prof"]) {
      const { body } = await callRoute(t.app, routes.market.search, { token: tokenOf(cloner), query: { q } });
      expect(
        body.data?.items.map((i) => i.id),
        q,
      ).toContain(listing.id);
      expect(body.data?.items.find((i) => i.id === listing.id)).toMatchObject({
        mine: false,
        publisher: "Alpha Profiles",
        material: series.material,
      });
    }
    const none = await callRoute(t.app, routes.market.search, {
      token: tokenOf(cloner),
      query: { q: "zephyr%_x" },
    });
    expect(none.body.data?.items).toEqual([]);
  });

  it("refuses a picture of another company at its field", async () => {
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const upload = await callRoute(t.app, routes.files.upload, {
      token: tokenOf(cloner),
      body: { purpose: "market-picture", data: TINY_PNG.split(",")[1] as string },
    });
    const res = await callRoute(t.app, routes.market.publish, {
      token: tokenOf(publisher),
      params: { id: series.id },
      body: { title: "X", description: "", pictures: [upload.body.data?.key as string] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe("pictures.0");
  });

  it("refuses a description over 60 characters at the field in the caller's language, changing nothing", async () => {
    const { series } = await firstSeries(t.app, tokenOf(cloner));
    for (const [lang, text] of [
      ["en-US", "The share description is at most 60 characters"],
      ["zh-CN", "分享描述最多 60 个字符"],
      ["ru-RU", "Описание не длиннее 60 символов"],
    ] as const) {
      const res = await callRoute(t.app, routes.market.publish, {
        token: tokenOf(cloner),
        lang,
        params: { id: series.id },
        body: { title: "Too long", description: "d".repeat(61) },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ field: "description", message: text });
    }
    const own = await callRoute(t.app, routes.market.ofSeries, {
      token: tokenOf(cloner),
      params: { id: series.id },
    });
    expect(own.body.data).toBeNull();
  });

  it("previews without any price or money formula, with a test BOM of the sample window", async () => {
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const own = await callRoute(t.app, routes.market.ofSeries, {
      token: tokenOf(publisher),
      params: { id: series.id },
    });
    const id = own.body.data?.id as number;
    const { body } = await callRoute(t.app, routes.market.preview, {
      token: tokenOf(cloner),
      params: { id },
    });
    expect(body.code, body.key).toBe(0);
    const data = body.data as NonNullable<typeof body.data>;
    const preview = {
      ...data,
      series: data.series as NonNullable<typeof data.series>,
      bom: data.bom as NonNullable<typeof data.bom>,
    };
    expect(data.template).toBeNull();
    const keys = keysIn(preview);
    for (const key of ["pricePerMetre", "pricePerM2", "price", "amount", "unitPrice", "totals"])
      expect(keys.has(key), key).toBe(false);
    for (const tab of ["quote", "cost", "wage", "retailQuote"])
      expect(preview.series.formulas).not.toHaveProperty(tab);
    expect(preview.series.formulas.frame?.rows.length).toBeGreaterThan(0);
    expect(preview.sample).toEqual({ width: 1200, height: 1500 });
    expect(preview.bom.errors).toBe(0);
    expect(preview.bom.profiles.length).toBeGreaterThan(0);
    // the publisher's own series does have prices: the preview took them out
    const full = await getSeries(tokenOf(publisher), series.id);
    expect(full.model.profiles.some((p) => p.pricePerMetre > 0)).toBe(true);
  });

  it("clones as a copy: editing either side leaves the other; the clone records the published version", async () => {
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const listing = (
      await callRoute(t.app, routes.market.ofSeries, { token: tokenOf(publisher), params: { id: series.id } })
    ).body.data;
    const { directoryId } = await firstSeries(t.app, tokenOf(cloner));
    const res = await cloneListing(t.app, tokenOf(cloner), listing?.id as number, directoryId);
    expect(res.body).toMatchObject({ code: 0, key: "success.clone" });
    const cloned = res.body.data as NonNullable<typeof res.body.data>;
    expect(cloned).toMatchObject({ name: "Zephyr 65 thermal casement", listingId: listing?.id, version: 1 });
    const cat = await catalogueOf(t.app, tokenOf(cloner));
    expect(cat.series.map((s) => s.id)).toContain(cloned.seriesId);

    // the cloner edits its copy: the publisher's series and the listing are unchanged
    const copy = await getSeries(tokenOf(cloner), cloned.seriesId);
    const edited = structuredClone(copy.model);
    (edited.profiles[0] as { pricePerMetre: number }).pricePerMetre = 1;
    const saved = await callRoute(t.app, routes.series.update, {
      token: tokenOf(cloner),
      params: { id: cloned.seriesId },
      body: { model: edited, version: copy.version },
    });
    expect(saved.body.code, saved.body.key).toBe(0);
    const original = await getSeries(tokenOf(publisher), series.id);
    expect(original.model.profiles[0]?.pricePerMetre).not.toBe(1);

    // the publisher edits its series: the clone is unchanged
    const renamed = await callRoute(t.app, routes.series.update, {
      token: tokenOf(publisher),
      params: { id: series.id },
      body: { name: "Renamed by the publisher", version: original.version },
    });
    expect(renamed.body.code, renamed.body.key).toBe(0);
    expect((await getSeries(tokenOf(cloner), cloned.seriesId)).name).toBe("Zephyr 65 thermal casement");
    // and neither company reaches the other's series
    const cross = await callRoute(t.app, routes.series.get, {
      token: tokenOf(publisher),
      params: { id: cloned.seriesId },
    });
    expect(cross.body.key).toBe("missing.series");

    // the publisher sees the clone counted; a second clone is named as a copy
    const again = await cloneListing(t.app, tokenOf(cloner), listing?.id as number, directoryId);
    expect(again.body.data?.name).toBe("Zephyr 65 thermal casement copy");
    const mine = await callRoute(t.app, routes.market.mine, { token: tokenOf(publisher) });
    expect(mine.body.data?.find((l) => l.id === listing?.id)?.cloneCount).toBe(2);

    // republishing makes version 2; the clones keep theirs
    await publishSeries(t.app, tokenOf(publisher), series.id, { title: "Zephyr 65 thermal casement" });
    const third = await cloneListing(t.app, tokenOf(cloner), listing?.id as number, directoryId);
    expect(third.body.data?.version).toBe(2);
  });

  it("unpublishing hides the listing from others, never from its publisher, and keeps clones working", async () => {
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const id = (
      await callRoute(t.app, routes.market.ofSeries, { token: tokenOf(publisher), params: { id: series.id } })
    ).body.data?.id as number;
    const cat = await catalogueOf(t.app, tokenOf(cloner));
    const clone = cat.series.find((s) => s.name === "Zephyr 65 thermal casement") ?? cat.series[0];

    const off = await callRoute(t.app, routes.market.unpublish, {
      token: tokenOf(publisher),
      params: { id },
    });
    expect(off.body.data).toMatchObject({ published: false, cloneCount: 3 });
    // another company: not in the search, not previewable, not clonable
    const found = await callRoute(t.app, routes.market.search, {
      token: tokenOf(cloner),
      query: { q: "zephyr" },
    });
    expect(found.body.data?.items.map((i) => i.id)).not.toContain(id);
    expect(
      (await callRoute(t.app, routes.market.preview, { token: tokenOf(cloner), params: { id } })).body.key,
    ).toBe("missing.market_listing");
    const { directoryId } = await firstSeries(t.app, tokenOf(cloner));
    expect((await cloneListing(t.app, tokenOf(cloner), id, directoryId)).body.key).toBe(
      "missing.market_listing",
    );
    // nor may it unpublish or see another's listing as its own
    expect(
      (await callRoute(t.app, routes.market.unpublish, { token: tokenOf(cloner), params: { id } })).body.key,
    ).toBe("missing.market_listing");
    // the publisher still previews its own
    expect(
      (await callRoute(t.app, routes.market.preview, { token: tokenOf(publisher), params: { id } })).body
        .code,
    ).toBe(0);

    // the clone opens and computes a BOM as before
    const opened = await getSeries(tokenOf(cloner), clone?.id as number);
    expect(opened.model.profiles.length).toBeGreaterThan(0);
  });

  it("refuses a trial company's clone with the purchase answer", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const { series } = await firstSeries(t.app, tokenOf(cloner));
    const listing = await publishSeries(t.app, tokenOf(cloner), series.id, { title: "Beta open" });
    const { directoryId } = await firstSeries(t.app, tokenOf(trial));
    const res = await cloneListing(t.app, tokenOf(trial), listing.id, directoryId);
    expect(res.body).toMatchObject({ code: 10086, key: "trial.no_clone" });
  });

  it("opens a listing published in the old schema version (a bare series model)", async () => {
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const id = (
      await callRoute(t.app, routes.market.ofSeries, { token: tokenOf(publisher), params: { id: series.id } })
    ).body.data?.id as number;
    const { marketListings } = await import("../../db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    const model = (await getSeries(tokenOf(publisher), series.id)).model as unknown as {
      profiles: Record<string, unknown>[];
    };
    for (const p of model.profiles) delete p.depth;
    await t.database.db
      .update(marketListings)
      .set({ payload: model, published: true })
      .where(eq(marketListings.id, id));
    const { body } = await callRoute(t.app, routes.market.preview, {
      token: tokenOf(cloner),
      params: { id },
    });
    expect(body.code, body.key).toBe(0);
    expect(body.data?.series?.profiles[0]?.depth).toBe(body.data?.series?.profiles[0]?.faceWidth);
    const { directoryId } = await firstSeries(t.app, tokenOf(cloner));
    const cloned = await cloneListing(t.app, tokenOf(cloner), id, directoryId);
    expect(cloned.body.code, cloned.body.key).toBe(0);
  });
});
