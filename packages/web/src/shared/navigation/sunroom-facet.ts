import type { Design } from "@fenestra/core/design/model";

/**
 * The sunroom designer (/sunnyHouse) hands the drawing page (/draw) one wall facet to draw in
 * (docs/sunroom.md "Editing a facet"): its one-frame design at the facet's exact size and outline,
 * and what to call it. The drawing page gives the design back (or nothing: cancelled). Here, so
 * neither page loads the other's code.
 */
export type FacetOutState = { sunroomFacet: { facetId: string; label: string; design: Design } };
export type FacetBackState = { sunroomFacetBack: { facetId: string; design: Design | null } };

export const SUNROOM_PATH = "/sunnyHouse";
export const FACET_DRAWING_PATH = "/draw";

const has = (state: unknown, key: string) => typeof state === "object" && state !== null && key in state;
export const isFacetOutState = (state: unknown): state is FacetOutState => has(state, "sunroomFacet");
export const isFacetBackState = (state: unknown): state is FacetBackState => has(state, "sunroomFacetBack");
