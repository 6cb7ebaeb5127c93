import { Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

/**
 * A page opened from a shared link without signing in (a contract shared with its customer, a
 * shared render), in a column centred on a wide screen: its title, with the choice of language
 * beside it (whoever opens the link reads it in their own), then its content.
 */
export function SharedLinkPage({
  title,
  titleTestId,
  maxWidth,
  testId,
  children,
}: {
  title: ReactNode;
  titleTestId?: string;
  maxWidth: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={12} style={{ padding: 12, maxWidth, margin: "0 auto" }} data-testid={testId}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid={titleTestId}>
          {title}
        </Typography.Title>
        <LanguageSwitch />
      </Flex>
      {children}
    </Flex>
  );
}
