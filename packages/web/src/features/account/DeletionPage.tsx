import { routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Checkbox, Input, type ModalProps, Result, Spin, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { accountFeatureApi, type Deletion } from "./account-api.ts";
import { useAccountT } from "./i18n.ts";

/**
 * personal-center.logout: account deletion (SPEC §4). The main account asks for it with a
 * confirmation; it is completed within 1–5 working days and can be cancelled until then.
 */
function DeletionPage() {
  const t = useAccountT();
  const queryClient = useQueryClient();
  const isMain = (useSession()?.userinfo?.fid ?? 0) === 0;
  const [agreed, setAgreed] = useState(false);
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const read = routeQuery(routes.account.deletion);
  const state = useQuery({ ...read, enabled: isMain });
  const settle = (next: Deletion) => queryClient.setQueryData(read.queryKey, next);
  const request = useMutation({
    mutationFn: () => accountFeatureApi.requestDeletion(reason.trim()),
    onSuccess: (next) => {
      setAsking(false);
      setAgreed(false);
      settle(next);
      toast.success(t("deletion.requested"));
    },
    onError: (error) => showError(error, t("deletion.failed")),
  });
  const cancel = useMutation({
    mutationFn: () => accountFeatureApi.cancelDeletion(),
    onSuccess: (next) => {
      settle(next);
      toast.success(t("deletion.cancelled"));
    },
    onError: (error) => showError(error, t("deletion.failed")),
  });

  if (!isMain) return <Alert type="info" showIcon message={t("deletion.mainOnly")} />;
  if (state.isPending) return <Spin />;
  if (state.isError) return <Alert type="error" showIcon message={t("deletion.loadFailed")} />;

  if (state.data.status === "pending") {
    return (
      <Result
        status="warning"
        title={t("deletion.pendingTitle")}
        subTitle={t("deletion.pendingText", { day: dayjs(state.data.dueOn).format("YYYY-MM-DD") })}
        extra={
          <Button onClick={() => cancel.mutate()} loading={cancel.isPending} data-testid="deletion-cancel">
            {t("deletion.cancel")}
          </Button>
        }
        data-testid="deletion-pending"
      />
    );
  }
  return (
    <div style={{ maxWidth: 560 }} data-testid="deletion-page">
      <PageTitle>{t("deletion.title")}</PageTitle>
      <Typography.Paragraph>{t("deletion.intro")}</Typography.Paragraph>
      <ul>
        <li>{t("deletion.removes")}</li>
        <li>{t("deletion.revokes")}</li>
        <li>{t("deletion.keeps")}</li>
        <li>{t("deletion.when")}</li>
      </ul>
      <Input.TextArea
        rows={3}
        maxLength={200}
        showCount
        placeholder={t("deletion.reason")}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-testid="deletion-reason"
        style={{ marginBottom: 16 }}
      />
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="deletion-agree">
        {t("deletion.agree")}
      </Checkbox>
      <div style={{ marginTop: 16 }}>
        <Button
          danger
          type="primary"
          disabled={!agreed}
          onClick={() => setAsking(true)}
          data-testid="deletion-request"
        >
          {t("deletion.request")}
        </Button>
      </div>
      <Dialog
        open={asking}
        title={t("deletion.confirmTitle")}
        okText={t("deletion.confirm")}
        okButtonProps={
          {
            danger: true,
            loading: request.isPending,
            "data-testid": "deletion-confirm",
          } as ModalProps["okButtonProps"]
        }
        cancelText={t("common.cancel")}
        onOk={() => request.mutate()}
        onCancel={() => setAsking(false)}
      >
        {t("deletion.confirmText")}
      </Dialog>
    </div>
  );
}

export const Component = withQueryClient(DeletionPage);
