import type { CSSProperties } from "react";

/**
 * A real screenshot of the app (`public/pictures/NAME-{phone,desktop}.webp`, made from
 * docs/screenshots): the phone's on a narrow screen, the desk's otherwise. No dependency beyond
 * React, so the landing page's small entry can show it too.
 */
export function AppScreenshot({
  name,
  alt,
  eager = false,
  style,
}: {
  name: string;
  alt: string;
  eager?: boolean;
  style?: CSSProperties;
}) {
  return (
    <picture>
      <source media="(max-width: 600px)" srcSet={`/pictures/${name}-phone.webp`} width={390} height={844} />
      <img
        src={`/pictures/${name}-desktop.webp`}
        alt={alt}
        width={960}
        height={597}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        style={style}
      />
    </picture>
  );
}
