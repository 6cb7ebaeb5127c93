import { Flex, Spin } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { readUserinfo } from "../../shared/storage/session-store.ts";

/** /loading: a short stop (e.g. after an external sign-in) that moves on to the workbench or login. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(readUserinfo() ? "/home" : "/login", { replace: true });
  }, [navigate]);
  return (
    <Flex justify="center" align="center" style={{ minHeight: "60vh" }}>
      <Spin description={t("loading")} />
    </Flex>
  );
}
