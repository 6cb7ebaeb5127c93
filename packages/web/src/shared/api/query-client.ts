import { QueryClient } from "@tanstack/react-query";

/** One cache for the whole app; provided by the pages that use it (see with-query-client.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
