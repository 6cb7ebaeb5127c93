import type { QueryIn, routes } from "@fenestra/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Card, Flex, List, Result, Spin, Typography } from "antd";
import { useSearchParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { useOAuthT } from "./i18n.ts";
import { partnerAppsApi } from "./partner-apps-api.ts";
import { scopeLabel } from "./scope-label.ts";

type AuthorizationRequest = QueryIn<typeof routes.oauth.consent>;

const PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "code_challenge",
  "code_challenge_method",
] as const;

/** The authorization request of the address (RFC 6749 §4.1.1), each parameter as given ("" if absent). */
function requestOf(params: URLSearchParams): AuthorizationRequest {
  const request = Object.fromEntries(
    PARAMS.map((name) => [name, params.get(name) ?? ""]),
  ) as AuthorizationRequest;
  const state = params.get("state");
  return state === null ? request : { ...request, state };
}

/**
 * /authorize (SPEC §2, docs/oauth.md): a partner application asks to act for the signed-in user's
 * company; the page names it and what it asks in the user's language, and Allow or Deny sends the
 * browser back to the application (with a code, or access_denied). A request the server refuses
 * (unknown application, a redirect URI it did not register) is shown here and sent nowhere.
 */
function AuthorizePage() {
  const t = useOAuthT();
  const [params] = useSearchParams();
  const request = requestOf(params);
  const company = useSession()?.userinfo?.company_name;
  const consent = useQuery({
    queryKey: ["oauth-consent", request],
    queryFn: () => partnerAppsApi.consent(request),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (allowed: boolean) => partnerAppsApi.authorize({ ...request, allowed }),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
    onError: (error) => showError(error, t("consent.failed")),
  });

  if (consent.isLoading) return <Spin style={{ display: "block", margin: "64px auto" }} />;
  if (consent.error || !consent.data) {
    const message = isApiError(consent.error) ? consent.error.message : t("consent.failed");
    return (
      <Result
        status="warning"
        title={t("consent.refused")}
        subTitle={message}
        data-testid="consent-refused"
      />
    );
  }
  const { appName, appCompany, scopes } = consent.data;
  return (
    <Flex justify="center" style={{ padding: 16 }}>
      <Card style={{ width: "100%", maxWidth: 520 }} data-testid="consent">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t("consent.title", { name: appName })}
        </Typography.Title>
        <Typography.Paragraph>
          {t("consent.intro", { name: appName, publisher: appCompany, company: company ?? "" })}
        </Typography.Paragraph>
        <List
          size="small"
          bordered
          header={<strong>{t("consent.scopes")}</strong>}
          dataSource={scopes}
          renderItem={(scope) => <List.Item data-testid="consent-scope">{scopeLabel(scope)}</List.Item>}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t("consent.limits")}
        </Typography.Paragraph>
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => answer.mutate(false)} disabled={answer.isPending}>
            {t("consent.deny")}
          </Button>
          <Button type="primary" onClick={() => answer.mutate(true)} loading={answer.isPending}>
            {t("consent.allow")}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

export const Component = withQueryClient(AuthorizePage);
