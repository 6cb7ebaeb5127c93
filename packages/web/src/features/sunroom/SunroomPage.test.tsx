import { describe, expect, it } from "vitest";
import { byTestId, fieldErrors, settle, typeInto, viewPerTest } from "../../shared/test/render.tsx";
import { Component as SunroomPage } from "./SunroomPage.tsx";

const shown = viewPerTest();
const input = (id: string) => {
  const el = byTestId<HTMLInputElement>(shown.container, id);
  if (!el) throw new Error(`no ${id}`);
  return el.tagName === "INPUT" ? el : (el.querySelector("input") as HTMLInputElement);
};

describe("the sunroom designer", { timeout: 60_000 }, () => {
  it("designs the 4 × 3 m lean-to: its facets, structure, panels and BOM", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settle();
    const facets = byTestId(shown.container, "sunroom-facets")!;
    // left side, two front bays, right side
    expect(facets.textContent).toContain("Left side 1");
    expect(facets.textContent).toContain("Front 2");
    expect(shown.container.querySelectorAll("[data-facet]")).toHaveLength(4);
    expect(byTestId(shown.container, "sunroom-members")!.textContent).toContain("Rafter");
    expect(byTestId(shown.container, "sunroom-bom")!.textContent).toContain("R120");
    expect(byTestId(shown.container, "sunroom-bom-total")!.textContent).toMatch(
      /Structure total: [\d.]+ yuan/,
    );
    expect(byTestId(shown.container, "sunroom-warning")).toBeNull();
  });

  it("warns when the pitch makes the rafters too far apart, and stops when it comes back", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settle();
    await typeInto(input("sunroom-rafterSpacing"), "1000");
    await settle();
    expect(byTestId(shown.container, "sunroom-warning")).toBeNull();
    await typeInto(input("sunroom-pitch"), "45");
    await settle();
    const warning = byTestId(shown.container, "sunroom-warning");
    expect(warning?.textContent).toContain("laid 1,000 mm apart");
    // the spacing typed is left as typed
    expect(input("sunroom-rafterSpacing").value).toBe("1000");
    await typeInto(input("sunroom-pitch"), "15");
    await settle();
    expect(byTestId(shown.container, "sunroom-warning")).toBeNull();
  });

  it("refuses a pitch outside 1–60° at the field, as typed", async () => {
    await shown.render(<SunroomPage />, "/sunnyHouse");
    await settle();
    await typeInto(input("sunroom-pitch"), "75");
    await settle();
    expect(fieldErrors(shown.container)).toEqual(["Allowed: 1 to 60."]);
    expect(input("sunroom-pitch").value).toBe("75");
    expect(byTestId(shown.container, "sunroom-refused")).not.toBeNull();
  });
});
