import type { Language } from "@fenestra/core/account/languages";
import type { CSSProperties } from "react";

/**
 * A real screenshot of the app in the reader's language (`public/pictures/LANGUAGE/NAME-{phone,
 * desktop}.webp`, made by e2e/screenshots/refresh.ts): the phone's on a narrow screen, the desk's
 * otherwise. No dependency beyond React, so the landing page's small entry can show it too.
 */
export function AppScreenshot({
  name,
  language,
  alt,
  eager = false,
  style,
}: {
  name: string;
  language: Language;
  alt: string;
  eager?: boolean;
  style?: CSSProperties;
}) {
  const base = `/pictures/${language}/${name}`;
  return (
    <picture>
      <source media="(max-width: 600px)" srcSet={`${base}-phone.webp`} width={390} height={844} />
      <img
        src={`${base}-desktop.webp`}
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
