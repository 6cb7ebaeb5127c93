import { describe, expect, it } from "vitest";
import { fieldPath, formAddress } from "./custom-order-api.ts";
import { windowsTaken } from "./window-rules.ts";

const casement = {
  key: "builtin:casement-2",
  minWidth: 600,
  maxWidth: 2400,
  minHeight: 800,
  maxHeight: 2000,
};
const window = { templateKey: casement.key, width: 1200, height: 1400, colour: "White", count: 1 };

describe("the customer's form", () => {
  it("asks for prices only when every window is one the link takes", () => {
    expect(windowsTaken([casement], ["White"], [window])).toBe(true);
    expect(windowsTaken([casement], ["White"], [window, { ...window, width: 2401 }])).toBe(false);
    expect(windowsTaken([casement], ["White"], [{ ...window, height: Number.NaN }])).toBe(false);
    expect(windowsTaken([casement], ["White"], [])).toBe(false);
  });

  it("puts a server's refusal at the window field it names", () => {
    expect(fieldPath("windows.1.width")).toEqual(["windows", 1, "width"]);
    expect(fieldPath("phone")).toEqual(["phone"]);
  });

  it("makes the address the QR code carries", () => {
    expect(formAddress("abcDEF123456", "https://f.example")).toBe(
      "https://f.example/customOrder/abcDEF123456",
    );
  });
});
