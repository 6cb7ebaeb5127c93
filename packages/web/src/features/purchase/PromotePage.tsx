import { Card, Flex, Typography } from "antd";
import { useSearchParams } from "react-router";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { usePurchaseT } from "./i18n.ts";

/** /Promote?code=…: the share page an invitation link opens; registering keeps the code. */
export function Component() {
  const t = usePurchaseT();
  const [search] = useSearchParams();
  const code = search.get("code") ?? "";
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Card style={{ maxWidth: 480, width: "100%", textAlign: "center" }} data-testid="promote-page">
        <Typography.Title level={3}>{t("promote.title")}</Typography.Title>
        <Typography.Paragraph>{t("promote.text")}</Typography.Paragraph>
        {code && (
          <Typography.Paragraph>
            {t("invitation.code")}: <Typography.Text strong>{code}</Typography.Text>
          </Typography.Paragraph>
        )}
        <LinkButton
          to={`/register${code ? `?invitation_code=${encodeURIComponent(code)}` : ""}`}
          type="primary"
          size="large"
          testId="promote-register"
        >
          {t("promote.register")}
        </LinkButton>
      </Card>
    </Flex>
  );
}
