import { Suspense } from "react";
import { useUi } from "../../shared/state/ui-store.ts";
import { LazyBuyDialog, LazyLackAuthorityDialog } from "../layout/lazy-parts.ts";
import { LoadingOverlay } from "./LoadingOverlay.tsx";
import { RefreshSnackbar } from "./RefreshSnackbar.tsx";

export function GlobalDialogs() {
  // Once shown, a dialog stays mounted so that its closing animation can run.
  const buyWanted = useUi((s) => s.buyDialog !== null);
  const lackWanted = useUi((s) => s.lackAuthority);
  return (
    <>
      <LoadingOverlay />
      <Suspense fallback={null}>
        {lackWanted ? <LazyLackAuthorityDialog /> : null}
        {buyWanted ? <LazyBuyDialog /> : null}
      </Suspense>
      <RefreshSnackbar />
    </>
  );
}
