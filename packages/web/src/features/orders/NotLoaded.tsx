import { Result, Spin } from "antd";
import { isApiError } from "../../shared/api/api-error.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";

/**
 * What a record's page shows until the record is read: a spinner, or, when it could not be read,
 * "could not load" with what the server said (not found, not yours…).
 */
export function NotLoaded({ query }: { query: { isError: boolean; error: unknown } }) {
  const t = useOrdersT();
  if (!query.isError) return <Spin style={{ display: "block", margin: 48 }} />;
  return (
    <Result
      status="warning"
      title={t("common.loadFailed")}
      subTitle={isApiError(query.error) ? query.error.message : undefined}
    />
  );
}
