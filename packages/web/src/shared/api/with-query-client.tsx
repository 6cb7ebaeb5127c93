import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { queryClient } from "./query-client.ts";

/**
 * Wraps a page in the shared TanStack Query client. Provided per page rather than at the root so
 * the sign-in pages, which fetch nothing, do not download the query library.
 */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
