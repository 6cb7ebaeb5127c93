import { ReloadOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Input } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../../shared/api/endpoints/auth.ts";
import { showRefusal } from "../../../shared/api/show-error.ts";

/**
 * The picture (graphic) code of SPEC §5: the server's picture beside the box its characters are
 * typed in; `pictureId` (a hidden field) names the picture. It is checked when the verification
 * code is asked (SmsCodeButton), not when the form is sent. The picture answers one try, so a new
 * one is drawn whenever `drawn` changes (after each code asked) and on request.
 */
export function PictureCodeField({ drawn }: { drawn: number }) {
  const { t } = useTranslation("auth");
  const form = Form.useFormInstance();
  const [picture, setPicture] = useState<{ id: string; svg: string } | null>(null);
  const [again, setAgain] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new picture whenever `drawn` or `again` moves
  useEffect(() => {
    let live = true;
    authApi.pictureCode().then((next) => {
      if (!live) return;
      setPicture(next);
      form.setFieldsValue({ pictureId: next.id, pictureCode: "" });
    }, showRefusal);
    return () => {
      live = false;
    };
  }, [drawn, again, form]);
  return (
    <Form.Item label={t("field.pictureCode")} required>
      <Flex gap={8} align="center">
        <Form.Item name="pictureId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="pictureCode" noStyle>
          <Input
            maxLength={4}
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
            data-testid="picture-code"
          />
        </Form.Item>
        {picture && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.svg)}`}
            alt={t("picture.alt")}
            width={120}
            height={40}
            data-testid="picture"
            data-picture-id={picture.id}
            style={{ flex: "none", border: "1px solid #d9d9d9", borderRadius: 6 }}
          />
        )}
        <Button
          icon={<ReloadOutlined />}
          aria-label={t("picture.renew")}
          title={t("picture.renew")}
          onClick={() => setAgain((n) => n + 1)}
          style={{ flex: "none" }}
          data-testid="picture-renew"
        />
      </Flex>
    </Form.Item>
  );
}
