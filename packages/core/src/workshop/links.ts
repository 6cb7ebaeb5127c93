// Workshop links (SPEC §3): the production steps a window passes through, and a company's
// choice of which it uses, in what order and how many days each is expected to take.

export const WORKSHOP_LINKS = [
  "cutting",
  "frame_assembly",
  "sash_assembly",
  "debugging",
  "packing",
  "strip",
  "hole",
  "spray",
  "hardware",
] as const;
export type WorkshopLink = (typeof WORKSHOP_LINKS)[number];

export function isWorkshopLink(value: string): value is WorkshopLink {
  return (WORKSHOP_LINKS as readonly string[]).includes(value);
}

/** Expected days of one link: whole days, at least 1 (a link takes some time), at most a year. */
export const EXPECTED_DAYS_MIN = 1;
export const EXPECTED_DAYS_MAX = 365;

/** One link as a company uses it; the position in the list is the production order. */
export type LinkSetting = { link: WorkshopLink; expectedDays: number };

/** The default set-up: the nine links of SPEC §3 in their order, one day each. */
export const DEFAULT_LINK_SETUP: readonly LinkSetting[] = WORKSHOP_LINKS.map((link) => ({
  link,
  expectedDays: 1,
}));

export type LinkSetupRefusal =
  | "workshop.links_empty"
  | "workshop.link_duplicate"
  | "workshop.expected_days_invalid";

/** Why a set-up cannot be saved, with the index of the offending row; null when it can. */
export function checkLinkSetup(
  setup: readonly LinkSetting[],
): { refusal: LinkSetupRefusal; index: number } | null {
  if (setup.length === 0) return { refusal: "workshop.links_empty", index: 0 };
  const seen = new Set<WorkshopLink>();
  for (const [index, row] of setup.entries()) {
    if (seen.has(row.link)) return { refusal: "workshop.link_duplicate", index };
    seen.add(row.link);
    if (
      !Number.isInteger(row.expectedDays) ||
      row.expectedDays < EXPECTED_DAYS_MIN ||
      row.expectedDays > EXPECTED_DAYS_MAX
    )
      return { refusal: "workshop.expected_days_invalid", index };
  }
  return null;
}
