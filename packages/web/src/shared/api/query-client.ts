import { QueryClient } from "@tanstack/react-query";
import { readUserinfo, subscribeSession } from "../storage/session-store.ts";

/** One cache for the whole app; provided by the pages that use it (see with-query-client.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// The cache never serves one account's data to another: when a different account signs in
// (here or in another tab) it is emptied. Not on sign-out itself: the pages still on screen
// would fetch again at once, without a token, and be told the sign-in expired.
let cachedFor = readUserinfo()?.id ?? null;
subscribeSession(() => {
  const now = readUserinfo()?.id ?? null;
  if (now === null || now === cachedFor) return;
  queryClient.clear();
  cachedFor = now;
});
