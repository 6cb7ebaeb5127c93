import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { BRAND } from "./theme.ts";

/**
 * Fenestra's mark: a two-light window with a glint on its glass, on the brand colour (the same
 * drawing as public/favicon.svg), then the product's name in the user's language.
 */
export function BrandMark({ size = 26, nameSize = 18 }: { size?: number; nameSize?: number }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" style={{ flex: "none" }}>
        <rect x="2" y="2" width="28" height="28" rx="7" fill={BRAND.primary} />
        <rect x="8" y="7.5" width="16" height="17" rx="1.5" fill="none" stroke="#fff" strokeWidth="2.2" />
        <path d="M16 7.5v17" stroke="#fff" strokeWidth="2.2" />
        <path d="M18.5 11l3-2.2" stroke="#a5f3fc" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <Typography.Text strong ellipsis style={{ fontSize: nameSize, letterSpacing: 0.5 }}>
        {t("app.name")}
      </Typography.Text>
    </Flex>
  );
}
