import type { EditionName, ModuleName } from "@fenestra/core/account/index";
import { useSyncExternalStore } from "react";

// App-wide flags of SPEC §4 "Global flags": buy-prompt dialog, lack-authority dialog, loading,
// plus the refresh snackbar and the debug console. A tiny external store so that the API client
// and the router (outside React) can raise them.

/** Buy dialog variants of SPEC §2; "default" shows the sales contact. */
export type BuyVariant = 2 | 3 | 4 | 6 | "default";

/** What the buy dialog names: the server's message, the module or edition missing. */
export type BuyDetail = {
  message?: string;
  module?: ModuleName;
  edition?: EditionName;
  /** An edition is missing: the way out is an upgrade, not a module. */
  upgrade?: boolean;
};

export interface UiState {
  buyDialog: BuyVariant | null;
  buyDetail: BuyDetail;
  lackAuthority: boolean;
  loadingCount: number;
  refreshNotice: "chunk" | "update" | null;
  debugConsole: boolean;
}

let state: UiState = {
  buyDialog: null,
  buyDetail: {},
  lackAuthority: false,
  loadingCount: 0,
  refreshNotice: null,
  debugConsole: false,
};
const listeners = new Set<() => void>();

function set(patch: Partial<UiState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const ui = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  showBuyDialog: (variant: BuyVariant, detail: BuyDetail = {}) =>
    set({ buyDialog: variant, buyDetail: detail }),
  closeBuyDialog: () => set({ buyDialog: null, buyDetail: {} }),
  showLackAuthority: () => set({ lackAuthority: true }),
  closeLackAuthority: () => set({ lackAuthority: false }),
  startLoading: () => set({ loadingCount: state.loadingCount + 1 }),
  stopLoading: () => set({ loadingCount: Math.max(0, state.loadingCount - 1) }),
  hideLoading: () => set({ loadingCount: 0 }),
  showRefreshNotice: (reason: "chunk" | "update") => set({ refreshNotice: reason }),
  closeRefreshNotice: () => set({ refreshNotice: null }),
  toggleDebugConsole: () => set({ debugConsole: !state.debugConsole }),
  showDebugConsole: () => set({ debugConsole: true }),
};

/**
 * Shows the global loading overlay until `work` settles, whether it succeeds or fails. Counted, so
 * two at once keep it up until both are done; -998 (hideLoading) takes it down whatever is pending.
 */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  ui.startLoading();
  try {
    return await work();
  } finally {
    ui.stopLoading();
  }
}

export function useUi<T>(select: (s: UiState) => T): T {
  return useSyncExternalStore(ui.subscribe, () => select(state));
}
