import type { Profile } from "@fenestra/core/series/index";
import { profileSection } from "@fenestra/core/series/section/profile-section";
import { useMemo } from "react";

const HEIGHT = 40;

/** One loop as SVG path data. */
const pathOf = (loop: readonly (readonly [number, number])[]) =>
  `${loop.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x} ${y}`).join(" ")} Z`;

/**
 * A small drawing of a profile's section as the 3D view sweeps it (core's profileSection: its
 * outline and chambers at face width × depth; the face across, outside at the top).
 */
export function SectionThumb({ profile, label }: { profile: Profile; label: string }) {
  const section = useMemo(() => profileSection(profile), [profile]);
  const d = [section.outer, ...section.holes].map(pathOf).join(" ");
  const pad = Math.max(section.width, section.depth) * 0.04;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={`section-thumb-${profile.code}`}
      data-holes={section.holes.length}
      viewBox={`${-pad} ${-pad} ${section.width + 2 * pad} ${section.depth + 2 * pad}`}
      height={HEIGHT}
      width={(HEIGHT * (section.width + 2 * pad)) / (section.depth + 2 * pad)}
    >
      <path d={d} fillRule="evenodd" fill="#bfc8d2" stroke="#445" strokeWidth={pad / 2} />
    </svg>
  );
}
