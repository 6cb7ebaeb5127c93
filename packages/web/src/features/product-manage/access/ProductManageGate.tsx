import { Button, Result } from "antd";
import type { ReactNode } from "react";
import { useSession } from "../../../shared/session/use-session.ts";
import { ui } from "../../../shared/state/ui-store.ts";
import { useProductT } from "../i18n.ts";
import { moduleState } from "./product-access.ts";

/** Shows its page only when the company has the script module; otherwise says why and offers to buy. */
export function ProductManageGate({ children }: { children: ReactNode }) {
  const t = useProductT();
  const session = useSession();
  const state = moduleState(session?.company_modules, "script");
  if (state === "usable") return <>{children}</>;
  return (
    <Result
      status="warning"
      data-testid="product-module-locked"
      title={state === "expired" ? t("access.moduleExpired") : t("access.moduleLocked")}
      extra={
        <Button type="primary" onClick={() => ui.showBuyDialog(3, { module: "script" })}>
          {t("access.buy")}
        </Button>
      }
    />
  );
}
