import { CopyOutlined, DesktopOutlined, MobileOutlined } from "@ant-design/icons";
import { Button, Card, Descriptions, Flex, QRCode, Typography } from "antd";
import { useSession } from "../../shared/session/use-session.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useAccountT } from "./i18n.ts";

const origin = () => window.location.origin;

async function copy(text: string, done: string) {
  await navigator.clipboard?.writeText(text);
  toast.success(done);
}

/**
 * personal-center.software: the product on a desktop (installed from the browser as an app) and
 * on a phone (the same address, opened by scanning).
 */
export function SoftwarePage() {
  const t = useAccountT();
  const address = `${origin()}/home`;
  return (
    <div data-testid="software-page">
      <PageTitle>{t("software.title")}</PageTitle>
      <Flex gap={16} wrap>
        <Card
          style={{ width: 300 }}
          title={
            <>
              <DesktopOutlined /> {t("software.desktop")}
            </>
          }
        >
          <Typography.Paragraph>{t("software.desktopText")}</Typography.Paragraph>
          <ol style={{ paddingInlineStart: 20 }}>
            <li>{t("software.desktopStep1")}</li>
            <li>{t("software.desktopStep2")}</li>
          </ol>
          <Button type="primary" href={address} target="_blank" data-testid="software-open">
            {t("software.open")}
          </Button>
        </Card>
        <Card
          style={{ width: 300 }}
          title={
            <>
              <MobileOutlined /> {t("software.mobile")}
            </>
          }
        >
          <Typography.Paragraph>{t("software.mobileText")}</Typography.Paragraph>
          <QRCode value={address} size={160} data-testid="software-qr" />
        </Card>
      </Flex>
    </div>
  );
}

/** personal-center.about-us */
export function AboutUsPage() {
  const t = useAccountT();
  return (
    <div style={{ maxWidth: 640 }} data-testid="about-us-page">
      <PageTitle>{t("about.title")}</PageTitle>
      <Typography.Paragraph>{t("about.what")}</Typography.Paragraph>
      <Typography.Paragraph>{t("about.who")}</Typography.Paragraph>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t("about.languages")}>
          中文 · English · Tiếng Việt · Русский
        </Descriptions.Item>
        <Descriptions.Item label={t("about.feedback")}>
          <Typography.Link href="/personal-center/feedback">{t("about.feedbackLink")}</Typography.Link>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/**
 * personal-center.ywy-share-info: a salesperson's share card — who they are and the registration
 * link carrying their invitation code, as a link and a QR code to show a customer.
 */
export function SalespersonSharePage() {
  const t = useAccountT();
  const user = useSession()?.userinfo;
  const link = `${origin()}/register?invitation_code=${encodeURIComponent(user?.invitation_code ?? "")}`;
  return (
    <div style={{ maxWidth: 560 }} data-testid="ywy-share-page">
      <PageTitle>{t("share.title")}</PageTitle>
      <Typography.Paragraph>{t("share.intro")}</Typography.Paragraph>
      <Card>
        <Flex gap={16} wrap align="center">
          <QRCode value={link} size={160} data-testid="ywy-share-qr" />
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t("share.name")}>{user?.nickname ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("share.phone")}>{user?.phone_number ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("share.company")}>{user?.company_name ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("share.code")}>
              <span data-testid="ywy-share-code">{user?.invitation_code ?? "—"}</span>
            </Descriptions.Item>
          </Descriptions>
        </Flex>
        <Typography.Paragraph
          copyable={false}
          style={{ marginTop: 12, wordBreak: "break-all" }}
          data-testid="ywy-share-link"
        >
          {link}
        </Typography.Paragraph>
        <Button icon={<CopyOutlined />} onClick={() => void copy(link, t("share.copied"))}>
          {t("share.copy")}
        </Button>
      </Card>
    </div>
  );
}
