// docs/examples/*.series.json are the demo series of core, written out for the CLI and the
// seed. This test keeps them identical; FENESTRA_WRITE_EXAMPLES=1 rewrites them.
import { readFileSync, writeFileSync } from "node:fs";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { describe, expect, it } from "vitest";

const examples = new URL("../../../docs/examples/", import.meta.url);

describe("demo series files under docs/examples", () => {
  it.each(Object.entries(DEMO_SERIES))("%s.series.json equals the core demo series", (stem, series) => {
    const file = new URL(`${stem}.series.json`, examples);
    const text = `${JSON.stringify(series, null, 2)}\n`;
    if (process.env.FENESTRA_WRITE_EXAMPLES === "1") writeFileSync(file, text);
    expect(readFileSync(file, "utf8")).toBe(text);
  });
});
