import { frameKinds, seriesToBuild } from "@fenestra/core/series/index";
import type { LibraryTemplate } from "../../window-library/index.ts";

/** A series of the company's catalogue, with the opening kinds it builds. */
export type CatalogueSeries = Parameters<typeof seriesToBuild>[1][number];

/**
 * `template` with its frame in a series of `catalogue` that builds what it holds (a library
 * template is drawn on "default": a slider in a company whose default is a casement series goes
 * into its sliding series), or null when none does.
 */
export function inBuildingSeries(
  template: LibraryTemplate,
  catalogue: readonly CatalogueSeries[],
): LibraryTemplate | null {
  const [frame, ...rest] = template.design.frames;
  if (frame?.seriesId !== "default") return template;
  const seriesId = seriesToBuild(frameKinds(frame), catalogue);
  if (seriesId === null) return null;
  if (seriesId === frame.seriesId) return template;
  return { ...template, design: { ...template.design, frames: [{ ...frame, seriesId }, ...rest] } };
}
