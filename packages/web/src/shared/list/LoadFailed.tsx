import { CODES } from "@fenestra/api";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/api-error.ts";
import { EmptyState } from "../ui/EmptyState.tsx";

/** What a list needs of its react-query read to say that it failed and to read it again. */
export type LoadedQuery = { isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A list or card whose read failed: why (the server's words, an interface error, the server busy
 * or restarting; else `fallback`, else "operation failed") and a Try again button. Shown instead of the empty state, so that a list that
 * could not be read never says there is nothing.
 */
export function LoadFailed({ query, fallback }: { query: LoadedQuery; fallback?: string }) {
  const { t } = useTranslation();
  // a session ended elsewhere (-998): the API client says so once and goes to /login; no list
  // repeats it or offers to read again
  if (isApiError(query.error) && query.error.code === CODES.notSignedIn) return null;
  return (
    <EmptyState
      text={
        isApiError(query.error) && query.error.message
          ? query.error.message
          : (fallback ?? t("errors.operation_failed"))
      }
      action={{ label: t("list.retry"), onClick: () => void query.refetch() }}
    />
  );
}

/** A list's empty view: the read's failure when it failed, else what the list says when empty. */
export function emptyUnlessFailed(query: LoadedQuery | undefined, empty: ReactNode): ReactNode {
  return query?.isError ? <LoadFailed query={query} /> : empty;
}

/**
 * A list shown when its read succeeded: the failure (with Try again) when it failed, nothing while
 * it loads, else the list.
 */
export function WhenLoaded({
  query,
  children,
}: {
  query: LoadedQuery & { isPending: boolean };
  children: ReactNode;
}) {
  if (query.isError) return <LoadFailed query={query} />;
  if (query.isPending) return null;
  return <>{children}</>;
}
