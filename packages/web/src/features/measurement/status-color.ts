import type { MeasureState } from "@fenestra/core/measurement/index";

/** The tag colour of a visit's status (the list and the visit: the visit's page loads no list). */
export const STATUS_COLOR: Record<MeasureState, string | undefined> = {
  scheduled: "blue",
  measured: "green",
  converted: "purple",
  cancelled: undefined,
};
