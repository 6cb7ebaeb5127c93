import { type RouteMeta, TOP_BAR_GROUPS } from "../router/route-meta.ts";

// Which bars show, and how tall the top bar is (SPEC §2, §9). Pure, so every rule is unit-tested.

/** Breakpoint flags as Ant Design's Grid.useBreakpoint reports them (true = at least that wide). */
export interface Breakpoints {
  xs?: boolean;
  sm?: boolean;
  md?: boolean;
  lg?: boolean;
  xl?: boolean;
  xxl?: boolean;
}

/** The three screen classes the action buttons are tagged with; xs and sm are "small" (SPEC §9). */
export type ScreenClass = "lg" | "md" | "sm";

export function screenClass(bp: Breakpoints): ScreenClass {
  if (bp.lg) return "lg";
  if (bp.md) return "md";
  return "sm";
}

export function isExtraSmall(bp: Breakpoints): boolean {
  return !bp.sm;
}

export const BAR_HEIGHT = { normal: 52, withActivity: 84, withActivitySmall: 116, action: 42 } as const;

export interface TopBarContext {
  meta: RouteMeta;
  breakpoints: Breakpoints;
  isWebView: boolean;
}

/**
 * The normal top bar shows on its route groups; it hides in webviews, on independent or
 * custom-bar routes, on purchase.upgrade, and on extra-small screens.
 */
export function showTopBar({ meta, breakpoints, isWebView }: TopBarContext): boolean {
  if (isWebView || meta.independent || meta.customBar) return false;
  if (meta.name === "purchase.upgrade") return false;
  if (isExtraSmall(breakpoints)) return false;
  return (TOP_BAR_GROUPS as readonly string[]).includes(meta.group ?? "");
}

/**
 * Extra-small screens, where the normal bar hides, get the compact bar (menu drawer) on the same
 * route groups, so a phone still reaches every area and sign out. purchase.upgrade keeps it: the
 * page has no header of its own to leave by.
 */
export function showCompactBar({ meta, breakpoints, isWebView }: TopBarContext): boolean {
  if (isWebView || meta.independent || meta.customBar) return false;
  if (!isExtraSmall(breakpoints)) return false;
  return (TOP_BAR_GROUPS as readonly string[]).includes(meta.group ?? "");
}

/** 52 alone, 84 with the activity bar, 116 when the activity note wraps on a small screen. */
export function topBarHeight(activityShown: boolean, breakpoints: Breakpoints): number {
  if (!activityShown) return BAR_HEIGHT.normal;
  return screenClass(breakpoints) === "sm" ? BAR_HEIGHT.withActivitySmall : BAR_HEIGHT.withActivity;
}

/** Route names that carry the action bar. */
export const ACTION_BAR_ROUTES = ["draw", "windoortype", "trial", "addWindoor", "drawRender"] as const;
export type ActionBarRoute = (typeof ACTION_BAR_ROUTES)[number];

/**
 * A phone on its side (844 × 390): as wide as a medium screen, too short for its layout. The
 * drawing page takes the small screens' layout there (drawingScreenClass).
 */
export const PHONE_ON_ITS_SIDE = "(pointer: coarse) and (max-height: 500px)";

/** The drawing routes' screen class: a phone on its side draws with the small screens' layout. */
export function drawingScreenClass(bp: Breakpoints, phoneOnItsSide: boolean): ScreenClass {
  return phoneOnItsSide ? "sm" : screenClass(bp);
}

export function showActionBar(
  routeName: string | undefined,
  bp: Breakpoints,
  phoneOnItsSide = false,
): boolean {
  if (!routeName || !(ACTION_BAR_ROUTES as readonly string[]).includes(routeName)) return false;
  const small = drawingScreenClass(bp, phoneOnItsSide) === "sm";
  if (small && (routeName === "draw" || routeName === "drawRender")) return false;
  return true;
}

export function showActionBarLogo(routeName: string | undefined): boolean {
  return routeName !== "trial" && routeName !== "printer";
}

export function showActionBarBack(bp: Breakpoints): boolean {
  return screenClass(bp) === "sm";
}

/** Per-button screen visibility tags of SPEC §2. */
export const BUTTON_VISIBILITY = ["all", "lg", "md", "lg+md", "md+sm", "none"] as const;
export type ButtonVisibility = (typeof BUTTON_VISIBILITY)[number];

export function buttonVisible(visibility: ButtonVisibility, screen: ScreenClass): boolean {
  switch (visibility) {
    case "all":
      return true;
    case "none":
      return false;
    case "lg+md":
      return screen === "lg" || screen === "md";
    case "md+sm":
      return screen === "md" || screen === "sm";
    default:
      return visibility === screen;
  }
}
