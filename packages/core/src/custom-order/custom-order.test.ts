import { describe, expect, it } from "vitest";
import { type CustomerWindow, linkSettingsSchema, refuseWindow, refuseWindows } from "./custom-order.ts";

const casement = {
  key: "builtin:casement-2",
  minWidth: 600,
  maxWidth: 2400,
  minHeight: 800,
  maxHeight: 2000,
};
const window = (over: Partial<CustomerWindow> = {}): CustomerWindow => ({
  templateKey: "builtin:casement-2",
  width: 1200,
  height: 1400,
  colour: "White",
  count: 1,
  ...over,
});

describe("the customer order link's windows", () => {
  it("takes a shown template within its sizes in an offered colour", () => {
    expect(refuseWindow([casement], ["White"], window(), 0)).toBeNull();
    expect(refuseWindow([casement], [], window({ colour: "" }), 0)).toBeNull();
  });

  it("refuses a size outside the range at its field, naming the range, never moving it into it", () => {
    expect(refuseWindow([casement], ["White"], window({ width: 2401 }), 2)).toEqual({
      field: "windows.2.width",
      key: "customOrder.size_range",
      params: { min: "600", max: "2400" },
    });
    expect(refuseWindow([casement], ["White"], window({ height: 799 }), 0)).toMatchObject({
      field: "windows.0.height",
      params: { min: "800", max: "2000" },
    });
    expect(refuseWindow([casement], ["White"], window({ width: 1200.5 }), 0)?.field).toBe("windows.0.width");
  });

  it("refuses a template the link does not show and a colour not offered", () => {
    expect(refuseWindow([casement], [], window({ templateKey: "builtin:fixed" }), 0)?.key).toBe(
      "customOrder.template_not_offered",
    );
    expect(refuseWindow([casement], ["White"], window({ colour: "Gold" }), 0)?.key).toBe(
      "customOrder.colour_not_offered",
    );
  });

  it("answers the first refusal of several windows", () => {
    expect(refuseWindows([casement], [], [window(), window({ width: 10 })])?.field).toBe("windows.1.width");
    expect(refuseWindows([casement], [], [window(), window()])).toBeNull();
  });

  it("refuses a reversed range and a template shown twice", () => {
    const reversed = linkSettingsSchema.safeParse({
      enabled: true,
      showPrice: true,
      templates: [{ ...casement, minWidth: 3000 }],
    });
    expect(reversed.error?.issues[0]).toMatchObject({ message: "customOrder.range_reversed" });
    const twice = linkSettingsSchema.safeParse({
      enabled: true,
      showPrice: true,
      templates: [casement, casement],
    });
    expect(twice.error?.issues[0]).toMatchObject({ message: "customOrder.template_repeated" });
  });
});
