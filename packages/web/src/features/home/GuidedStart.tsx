import { CheckOutlined } from "@ant-design/icons";
import { type UserType, userTypeOf } from "@fenestra/core/account/session";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Flex, Steps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { accountApi } from "../../shared/api/endpoints/account.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { storeUserSettings } from "../../shared/storage/session-store.ts";

/**
 * The five steps from a customer to a cut list, each opening the screen where it is done; the last
 * two (`calculation`) need the script module.
 */
export const GUIDE_STEPS = [
  { key: "contract", to: "/orders/group-list?new=1", calculation: false },
  { key: "draw", to: "/draw", calculation: false },
  { key: "sign", to: "/orders/group-list", calculation: false },
  { key: "bom", to: "/orders", calculation: true },
  { key: "cut", to: "/orders/cutOptimizer", calculation: true },
] as const;

/**
 * The steps for SPEC §3's user type: a design account ('sj', without the script module) is guided
 * to a signed contract, not to pages it cannot open; a calculation ('sl') or trial ('ty') account
 * through to the cut list.
 */
export function guideSteps(type: UserType) {
  return GUIDE_STEPS.filter((step) => type !== "sj" || !step.calculation);
}

/**
 * A factory's guided start on the workbench: the way from a customer to a cut list in five steps.
 * Put away once, it stays away for that user (a user setting, so on every device).
 */
export function GuidedStart() {
  const { t } = useTranslation("home");
  const navigate = useNavigate();
  const session = useSession();
  const dismiss = useMutation({
    mutationFn: () => accountApi.updateSettings({ guideDismissed: true }),
    onSuccess: (saved) => storeUserSettings(saved),
    onError: showRefusal,
  });
  // For a factory's main account: the steps need its rights (a sub-account may have only some).
  const user = session?.userinfo;
  if (user?.role !== "factory" || user.fid !== 0 || session?.userSettings?.guideDismissed) return null;
  const type = userTypeOf(user, session?.company_modules ?? {});
  const steps = guideSteps(type);
  return (
    <Card
      data-testid="guided-start"
      title={type === "sj" ? t("guide.design.title") : t("guide.title")}
      extra={
        <Button
          type="text"
          icon={<CheckOutlined />}
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate()}
          data-testid="guide-dismiss"
        >
          {t("guide.dismiss")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {type === "sj" ? t("guide.design.intro") : t("guide.intro")}
      </Typography.Paragraph>
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={steps.map((step) => ({
          title: (
            <Flex gap={8} align="center" wrap>
              <span>{t(`guide.steps.${step.key}.title`)}</span>
              <Button
                size="small"
                type="link"
                onClick={() => navigate(step.to)}
                data-testid={`guide-${step.key}`}
              >
                {t("guide.open")}
              </Button>
            </Flex>
          ),
          description: t(`guide.steps.${step.key}.text`),
          status: "wait",
        }))}
      />
    </Card>
  );
}
