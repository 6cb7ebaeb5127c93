import { describe, expect, it } from "vitest";
import {
  type Breakpoints,
  buttonVisible,
  drawingScreenClass,
  screenClass,
  showActionBar,
  showActionBarBack,
  showActionBarLogo,
  showCompactBar,
  showTopBar,
  topBarHeight,
} from "./visibility.ts";

const xs: Breakpoints = { xs: true };
const sm: Breakpoints = { xs: false, sm: true };
const md: Breakpoints = { sm: true, md: true };
const lg: Breakpoints = { sm: true, md: true, lg: true, xl: true };

describe("screen classes", () => {
  it("counts xs and sm as small", () => {
    expect([xs, sm, md, lg].map(screenClass)).toEqual(["sm", "sm", "md", "lg"]);
  });
});

describe("normal top bar", () => {
  const on = (meta: Parameters<typeof showTopBar>[0]["meta"], breakpoints = lg, isWebView = false) =>
    showTopBar({ meta, breakpoints, isWebView });

  it("shows on its route groups", () => {
    for (const group of ["home", "orders", "purchase", "personal-center", "manage", "userGuide"] as const) {
      expect(on({ group })).toBe(true);
    }
  });
  it("hides on other routes (sign-in pages, drawing)", () => {
    expect(on({ group: "auth" })).toBe(false);
    expect(on({ group: "draw" })).toBe(false);
    expect(on({})).toBe(false);
  });
  it("hides in webviews, on independent and custom-bar routes, and on purchase.upgrade", () => {
    expect(on({ group: "home" }, lg, true)).toBe(false);
    expect(on({ group: "product-manage", independent: true })).toBe(false);
    expect(on({ group: "manage", customBar: true })).toBe(false);
    expect(on({ group: "purchase", name: "purchase.upgrade" })).toBe(false);
    expect(on({ group: "purchase", name: "purchase.renew" })).toBe(true);
  });
  it("hides on extra-small screens", () => {
    expect(on({ group: "home" }, xs)).toBe(false);
    expect(on({ group: "home" }, sm)).toBe(true);
  });
  it("is 52 high, 84 with the activity bar, 116 with it on a small screen", () => {
    expect(topBarHeight(false, lg)).toBe(52);
    expect(topBarHeight(false, sm)).toBe(52);
    expect(topBarHeight(true, lg)).toBe(84);
    expect(topBarHeight(true, md)).toBe(84);
    expect(topBarHeight(true, sm)).toBe(116);
  });
});

describe("compact bar (extra-small screens)", () => {
  const on = (meta: Parameters<typeof showCompactBar>[0]["meta"], breakpoints = xs, isWebView = false) =>
    showCompactBar({ meta, breakpoints, isWebView });

  it("takes the normal bar's place on extra-small screens only: one of the two shows, never both", () => {
    for (const group of ["home", "orders", "purchase", "personal-center", "product-manage"] as const) {
      expect(on({ group })).toBe(true);
      expect(on({ group }, sm)).toBe(false);
      expect(showTopBar({ meta: { group }, breakpoints: xs, isWebView: false })).toBe(false);
    }
  });
  it("stays on purchase.upgrade (nothing else leads away from it) but not off the bar's groups", () => {
    expect(on({ group: "purchase", name: "purchase.upgrade" })).toBe(true);
    expect(on({ group: "auth" })).toBe(false);
    expect(on({ group: "draw" })).toBe(false);
  });
  it("hides in webviews, on independent and custom-bar routes", () => {
    expect(on({ group: "home" }, xs, true)).toBe(false);
    expect(on({ group: "product-manage", independent: true })).toBe(false);
    expect(on({ group: "manage", customBar: true })).toBe(false);
  });
});

describe("action bar", () => {
  it("shows on the drawing routes only", () => {
    for (const name of ["draw", "windoortype", "trial", "addWindoor", "drawRender"]) {
      expect(showActionBar(name, lg)).toBe(true);
    }
    expect(showActionBar("home", lg)).toBe(false);
    expect(showActionBar(undefined, lg)).toBe(false);
  });
  it("hides on draw and drawRender on small screens but not on trial", () => {
    expect(showActionBar("draw", sm)).toBe(false);
    expect(showActionBar("drawRender", xs)).toBe(false);
    expect(showActionBar("trial", sm)).toBe(true);
    expect(showActionBar("draw", md)).toBe(true);
  });
  it("a phone on its side (medium width, little height) draws with the small screens' layout", () => {
    expect(drawingScreenClass(md, true)).toBe("sm");
    expect(drawingScreenClass(md, false)).toBe("md");
    expect(showActionBar("draw", md, true)).toBe(false);
    expect(showActionBar("trial", md, true)).toBe(true);
  });
  it("has a back button on small screens and no logo on trial and printer", () => {
    expect(showActionBarBack(sm)).toBe(true);
    expect(showActionBarBack(md)).toBe(false);
    expect(showActionBarLogo("trial")).toBe(false);
    expect(showActionBarLogo("printer")).toBe(false);
    expect(showActionBarLogo("draw")).toBe(true);
  });
});

describe("action button visibility by screen size", () => {
  const table = {
    all: { lg: true, md: true, sm: true },
    lg: { lg: true, md: false, sm: false },
    md: { lg: false, md: true, sm: false },
    "lg+md": { lg: true, md: true, sm: false },
    "md+sm": { lg: false, md: true, sm: true },
    none: { lg: false, md: false, sm: false },
  } as const;
  for (const [visibility, expected] of Object.entries(table)) {
    it(`"${visibility}"`, () => {
      const v = visibility as keyof typeof table;
      expect({ lg: buttonVisible(v, "lg"), md: buttonVisible(v, "md"), sm: buttonVisible(v, "sm") }).toEqual(
        expected,
      );
    });
  }
});
