import { Flex, Grid } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "../../app/theme/BrandMark.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { LanguageSwitch } from "../../shared/ui/LanguageSwitch.tsx";
import { useArticlesT } from "./i18n.ts";

/**
 * The frame of the public pages outside the app's bars (/articleList, /articleDetail, /webgg): the
 * mark back to the landing page, the other public pages, the language switch, and the way in.
 */
export function PublicFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const t = useArticlesT();
  const signedIn = useSession() !== null;
  const small = !Grid.useBreakpoint().md;
  return (
    <div data-testid={testId}>
      <header style={{ borderBottom: "1px solid #f0f0f0", background: "#fff", padding: "8px 16px" }}>
        <Flex align="center" gap={small ? 8 : 20} wrap>
          <a href="/official" data-testid="public-home">
            <BrandMark size={24} nameSize={16} />
          </a>
          <Flex gap={small ? 12 : 20} wrap style={{ flex: 1 }}>
            <a href="/official">{t("public.home")}</a>
            <Link to="/userGuide">{t("public.guide")}</Link>
            <Link to="/articleList">{t("public.articles")}</Link>
            <Link to="/webgg">{t("public.announcements")}</Link>
            <Link to={signedIn ? "/home" : "/login"} data-testid="public-way-in">
              {signedIn ? t("public.workbench") : t("public.signIn")}
            </Link>
          </Flex>
          <LanguageSwitch />
        </Flex>
      </header>
      <div style={{ padding: 16, maxWidth: 880, margin: "0 auto" }}>{children}</div>
    </div>
  );
}
