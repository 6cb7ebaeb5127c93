import { CheckOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Flex, Steps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { accountApi } from "../../shared/api/endpoints/account.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { storeUserSettings } from "../../shared/storage/session-store.ts";

/** The five steps from a customer to a cut list, each opening the screen where it is done. */
export const GUIDE_STEPS = [
  { key: "contract", to: "/orders/group-list?new=1" },
  { key: "draw", to: "/draw" },
  { key: "sign", to: "/orders/group-list" },
  { key: "bom", to: "/orders" },
  { key: "cut", to: "/orders/cutOptimizer" },
] as const;

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
  return (
    <Card
      data-testid="guided-start"
      title={t("guide.title")}
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
      <Typography.Paragraph type="secondary">{t("guide.intro")}</Typography.Paragraph>
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={GUIDE_STEPS.map((step) => ({
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
