import { Flex, Steps, Tabs, Typography } from "antd";
import { Link, useLocation, useNavigate } from "react-router";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { AppScreenshot } from "../../shared/ui/AppScreenshot.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { GUIDE_PAGES, GUIDE_STEPS, GUIDE_TOPICS, type GuideTopic, topicOf } from "./guide-topics.ts";
import { useGuideT } from "./i18n.ts";

function Guide({ topic }: { topic: GuideTopic }) {
  const t = useGuideT();
  const signedIn = useSession() !== null;
  const title = t(`topics.${topic}.title`);
  return (
    <Flex vertical gap={16} data-testid={`guide-${topic}`}>
      <Steps
        direction="vertical"
        current={-1}
        items={GUIDE_STEPS.map((step) => ({
          title: <span data-testid="guide-step">{t(`topics.${topic}.steps.${step}`)}</span>,
        }))}
      />
      <AppScreenshot
        name={GUIDE_PAGES[topic].picture}
        language={currentLanguage() /* useGuideT re-renders the guide on a language change */}
        alt={t("picture", { title })}
        style={{ width: "100%", maxWidth: 960, height: "auto", border: "1px solid #f0f0f0", borderRadius: 8 }}
      />
      {signedIn ? (
        <Link to={GUIDE_PAGES[topic].page} data-testid="guide-open">
          {t("open")}
        </Link>
      ) : (
        <Typography.Text type="secondary">
          <Link to="/login">{t("signInFirst")}</Link>
        </Typography.Text>
      )}
    </Flex>
  );
}

/** /userGuide (SPEC §2, public): step-by-step guides with pictures; ?topic= opens one. */
export function Component() {
  const t = useGuideT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const topic = topicOf(search);
  return (
    <Flex
      vertical
      gap={8}
      style={{ padding: 16, maxWidth: 1000, margin: "0 auto" }}
      data-testid="user-guide-page"
    >
      <PageTitle>{t("title")}</PageTitle>
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <Tabs
        activeKey={topic}
        onChange={(key) => navigate(`/userGuide?topic=${key}`, { replace: true })}
        items={GUIDE_TOPICS.map((key) => ({
          key,
          label: <span data-testid={`guide-tab-${key}`}>{t(`topics.${key}.title`)}</span>,
          children: <Guide topic={key} />,
        }))}
      />
    </Flex>
  );
}
