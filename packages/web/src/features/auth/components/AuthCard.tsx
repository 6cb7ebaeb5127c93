import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../../shared/ui/LanguageSwitch.tsx";

// Plain elements instead of antd Card/Typography: those pull in tabs and tooltips, and the
// sign-in pages are the first thing a new visitor downloads.
const page = {
  minHeight: "100vh",
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  background: "#f0f2f5",
  padding: 16,
  boxSizing: "border-box",
} as const;
const card = {
  width: 440,
  maxWidth: "100%",
  background: "#fff",
  borderRadius: 8,
  padding: 24,
  boxShadow: "0 1px 2px rgba(0,0,0,.06)",
} as const;

export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div style={page}>
      <section style={card}>
        <header
          style={{
            display: "flex",
            flexWrap: "wrap",
            gap: 8,
            justifyContent: "space-between",
            marginBottom: 16,
          }}
        >
          <strong style={{ fontSize: 18 }}>{t("app.name")}</strong>
          <LanguageSwitch />
        </header>
        <h1 data-testid="page-title" style={{ fontSize: 22, fontWeight: 600, margin: "0 0 16px" }}>
          {title}
        </h1>
        {children}
        {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
      </section>
    </div>
  );
}
