import { profileUpdateSchema, routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Avatar,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  type ModalProps,
  Spin,
  Typography,
} from "antd";
import { useState } from "react";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { refreshSession } from "../../shared/session/session-refresh.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { accountFeatureApi, type Profile } from "./account-api.ts";
import { ImagePicker } from "./ImagePicker.tsx";
import { useAccountT } from "./i18n.ts";

type Values = { nickname: string; email: string };

/**
 * The account's own details: avatar, nickname, email, phone, the username and the company's space
 * name it registered with (SPEC §5), and the WeChat binding.
 */
export function ProfileForm() {
  const t = useAccountT();
  const user = useSession()?.userinfo;
  const queryClient = useQueryClient();
  const read = routeQuery(routes.account.profile);
  const profile = useQuery(read);
  const [avatarProblem, setAvatarProblem] = useState<string>();
  const [binding, setBinding] = useState(false);
  const [unbinding, setUnbinding] = useState(false);
  const [code, setCode] = useState("");
  const done = async (next: Profile, message: string) => {
    queryClient.setQueryData(read.queryKey, next);
    toast.success(message);
    await refreshSession();
  };
  const save = useMutation({
    mutationFn: (body: Parameters<typeof accountFeatureApi.updateProfile>[0]) =>
      accountFeatureApi.updateProfile(body),
    onSuccess: (next) => done(next, t("profile.saved")),
    onError: (error) => showError(error, t("profile.saveFailed")),
  });
  const bind = useMutation({
    mutationFn: (value: string) => accountFeatureApi.bindWechat(value),
    onSuccess: async (next) => {
      setBinding(false);
      await done(next, t("wechat.bound"));
    },
    onError: (error) => showError(error, t("wechat.bindFailed")),
  });
  const unbind = useMutation({
    mutationFn: () => accountFeatureApi.unbindWechat(),
    onSuccess: async (next) => {
      setUnbinding(false);
      await done(next, t("wechat.unbound"));
    },
    onError: (error) => showError(error, t("wechat.unbindFailed")),
  });

  if (profile.isPending) return <Spin />;
  if (profile.isError) return <Alert type="error" showIcon message={t("profile.loadFailed")} />;
  const data = profile.data;

  return (
    <div style={{ maxWidth: 560 }} data-testid="account-profile">
      <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
        <Avatar size={64} src={data.avatar ?? undefined} data-testid="profile-avatar">
          {data.nickname.slice(0, 1)}
        </Avatar>
        <ImagePicker
          purpose="avatar"
          label={t("profile.changeAvatar")}
          testId="profile-avatar"
          onProblem={setAvatarProblem}
          onUploaded={({ key }) => save.mutate({ avatar: key })}
        />
        {data.avatar && (
          <Button onClick={() => save.mutate({ avatar: null })} data-testid="profile-avatar-remove">
            {t("profile.removeAvatar")}
          </Button>
        )}
      </Flex>
      {avatarProblem && (
        <Typography.Text type="danger" data-testid="profile-avatar-error">
          {avatarProblem}
        </Typography.Text>
      )}
      <Form<Values>
        layout="vertical"
        initialValues={{ nickname: data.nickname, email: data.email }}
        onFinish={(values) => save.mutate(values)}
      >
        <SchemaField schema={profileUpdateSchema} name="nickname" label={t("profile.nickname")}>
          <Input data-testid="profile-nickname" />
        </SchemaField>
        <SchemaField schema={profileUpdateSchema} name="email" label={t("profile.email")}>
          <Input data-testid="profile-email" type="email" autoComplete="email" />
        </SchemaField>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
          {t("profile.save")}
        </Button>
      </Form>
      <Descriptions column={1} bordered size="small" style={{ marginTop: 24 }}>
        <Descriptions.Item label={t("profile.phone")}>{data.phone ?? "—"}</Descriptions.Item>
        <Descriptions.Item label={t("profile.username")}>
          <span data-testid="profile-username">{user?.username ?? "—"}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("profile.company")}>{user?.company_name ?? "—"}</Descriptions.Item>
        <Descriptions.Item label={t("profile.spaceName")}>
          <span data-testid="profile-space-name">{user?.space_name ?? "—"}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("profile.invitationCode")}>
          {user?.invitation_code ?? "—"}
        </Descriptions.Item>
        <Descriptions.Item label={t("wechat.title")}>
          <Flex gap={8} align="center" wrap>
            <span data-testid="wechat-status">
              {data.wechatBound ? t("wechat.isBound") : t("wechat.notBound")}
            </span>
            {data.wechatBound ? (
              <Button size="small" onClick={() => setUnbinding(true)} data-testid="wechat-unbind">
                {t("wechat.unbind")}
              </Button>
            ) : (
              <Button
                size="small"
                disabled={!data.wechatAvailable}
                onClick={() => setBinding(true)}
                data-testid="wechat-bind"
              >
                {t("wechat.bind")}
              </Button>
            )}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
      <Dialog
        open={binding}
        title={t("wechat.bindTitle")}
        onCancel={() => setBinding(false)}
        onOk={() => bind.mutate(code.trim())}
        okButtonProps={
          {
            disabled: code.trim() === "",
            loading: bind.isPending,
            "data-testid": "wechat-bind-ok",
          } as ModalProps["okButtonProps"]
        }
        okText={t("wechat.bind")}
        cancelText={t("common.cancel")}
      >
        <Typography.Paragraph>{t("wechat.bindHint")}</Typography.Paragraph>
        <Input value={code} onChange={(e) => setCode(e.target.value)} data-testid="wechat-code" />
      </Dialog>
      <Dialog
        open={unbinding}
        title={t("wechat.unbindTitle")}
        onCancel={() => setUnbinding(false)}
        footer={[
          <Button key="later" onClick={() => setUnbinding(false)} data-testid="wechat-unbind-postpone">
            {t("wechat.postpone")}
          </Button>,
          <Button
            key="confirm"
            danger
            type="primary"
            loading={unbind.isPending}
            onClick={() => unbind.mutate()}
            data-testid="wechat-unbind-confirm"
          >
            {t("wechat.confirmUnbind")}
          </Button>,
        ]}
      >
        {t("wechat.unbindQuestion")}
      </Dialog>
    </div>
  );
}
