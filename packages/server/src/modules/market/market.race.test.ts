// The same clone request (one Idempotency-Key) arriving many times at once on PostgreSQL makes one
// clone: one new series in the cloner's catalogue, the listing counted once, every answer the same.
// PGlite serves one request at a time and cannot race: skipped there.

import { routes } from "@fenestra/api";
import { expect, it } from "vitest";
import { callRoute, registerPaidAccount } from "../../test/helpers/factories.ts";
import { describeRaces } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import {
  catalogueOf,
  cloneListing,
  cloneTemplateListing,
  firstSeries,
  libraryOf,
  publishSeries,
  publishTemplate,
  saveTemplate,
  tokenOf,
} from "./market.fixtures.ts";

describeRaces("concurrent clones from the market", () => {
  const t = testAppForFile();

  it("20 copies of one clone request with the same Idempotency-Key make one clone", async () => {
    const publisher = await registerPaidAccount(t.app, t.clock);
    const cloner = await registerPaidAccount(t.app, t.clock);
    const { series } = await firstSeries(t.app, tokenOf(publisher));
    const listing = await publishSeries(t.app, tokenOf(publisher), series.id, { title: "Raced series" });
    const { directoryId } = await firstSeries(t.app, tokenOf(cloner));
    const before = (await catalogueOf(t.app, tokenOf(cloner))).series.length;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cloneListing(t.app, tokenOf(cloner), listing.id, directoryId, "clone-once-1"),
      ),
    );
    for (const a of answers) expect(a.body.code, a.body.key).toBe(0);
    expect(new Set(answers.map((a) => a.body.data?.seriesId)).size).toBe(1);
    const after = await catalogueOf(t.app, tokenOf(cloner));
    expect(after.series.length).toBe(before + 1);
    expect(after.series.filter((s) => s.name === "Raced series")).toHaveLength(1);
    const mine = await callRoute(t.app, routes.market.mine, { token: tokenOf(publisher) });
    expect(mine.body.data?.find((l) => l.id === listing.id)?.cloneCount).toBe(1);

    // another key is another clone
    const other = await cloneListing(t.app, tokenOf(cloner), listing.id, directoryId, "clone-once-2");
    expect(other.body.data?.seriesId).not.toBe(answers[0]?.body.data?.seriesId);
  });

  it("20 copies of one template clone request with the same Idempotency-Key make one template", async () => {
    const publisher = await registerPaidAccount(t.app, t.clock);
    const cloner = await registerPaidAccount(t.app, t.clock);
    const template = await saveTemplate(t.app, tokenOf(publisher), "Raced template");
    const listing = await publishTemplate(t.app, tokenOf(publisher), template.id, {
      title: "Raced template",
    });
    const before = (await libraryOf(t.app, tokenOf(cloner))).length;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cloneTemplateListing(t.app, tokenOf(cloner), listing.id, "tpl-once-1"),
      ),
    );
    for (const a of answers) expect(a.body.code, a.body.key).toBe(0);
    expect(new Set(answers.map((a) => a.body.data?.templateId)).size).toBe(1);
    const after = await libraryOf(t.app, tokenOf(cloner));
    expect(after.length).toBe(before + 1);
    expect(after.filter((x) => x.name === "Raced template")).toHaveLength(1);
    const own = await callRoute(t.app, routes.market.ofTemplate, {
      token: tokenOf(publisher),
      params: { id: template.id },
    });
    expect(own.body.data?.cloneCount).toBe(1);

    const other = await cloneTemplateListing(t.app, tokenOf(cloner), listing.id, "tpl-once-2");
    expect(other.body.data?.templateId).not.toBe(answers[0]?.body.data?.templateId);
  });
});
