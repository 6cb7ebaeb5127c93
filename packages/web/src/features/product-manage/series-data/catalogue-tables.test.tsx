import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import type { Series } from "@fenestra/core/series/index";
import { describe, expect, it } from "vitest";
import { byTestId, viewPerTest } from "../../../shared/test/render.tsx";
import { ProfilesTable } from "./catalogue-tables.tsx";
import { RefusedCells } from "./cells.tsx";

// The profiles table of the series data page: SPEC §5's size settings at the cell, and SPEC §8's
// "too many profiles, use the desktop tool" at the list.

const demo = DEMO_SERIES["alu-tb60-casement"] as Series;
const shown = viewPerTest();

/** The table for `profiles`, with what its cells report refused (what keeps the page from saving). */
async function table(profiles: Series["profiles"], maxProfiles?: number) {
  const refused = new Map<string, boolean>();
  const report = (cell: string, is: boolean) => refused.set(cell, is);
  const view = await shown.render(
    <RefusedCells.Provider value={report}>
      <ProfilesTable
        series={{ ...demo, profiles }}
        seriesId={1}
        onChange={() => undefined}
        maxProfiles={maxProfiles}
      />
    </RefusedCells.Provider>,
  );
  return { view, blocked: () => [...refused.values()].some(Boolean) };
}

/** `n` plain profiles (no section drawing, so no thumbnails to draw). */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ...(demo.profiles[1] as Series["profiles"][number]),
    code: `P${i + 1}`,
    sectionDxf: undefined,
  }));

describe("the series data page's profiles", () => {
  it("SPEC §5: a frame less than 50 mm deep is refused at its cell, saying from what to what", async () => {
    const frame = { ...(demo.profiles[0] as Series["profiles"][number]), depth: 40, sectionDxf: undefined };
    const { view, blocked } = await table([frame]);
    expect(byTestId(view.container, "cell-error")?.textContent).toBe("Enter a frame depth from 50 to 200 mm");
    expect(blocked()).toBe(true);
  });

  it("SPEC §8: at the most profiles offers no more and says why; above it the page saves nothing", async () => {
    // core's limit is 200 (series/field-bounds.test.ts); 200 rows take jsdom half a minute
    const words =
      "Too many profiles: a series holds at most 3. Split it into several series, or use the desktop tool (fenestra bom) for a larger catalogue";
    const full = await table(many(3), 3);
    expect(byTestId<HTMLButtonElement>(full.view.container, "add-profile")?.disabled).toBe(true);
    expect(byTestId(full.view.container, "too-many-profiles")?.textContent).toBe(words);
    expect(full.blocked()).toBe(false);

    const over = await table(many(4), 3);
    expect(byTestId(over.view.container, "too-many-profiles")?.textContent).toBe(words);
    expect(over.blocked()).toBe(true);

    const room = await table(many(2), 3);
    expect(byTestId<HTMLButtonElement>(room.view.container, "add-profile")?.disabled).toBe(false);
    expect(byTestId(room.view.container, "too-many-profiles")).toBeNull();
  });
});
