import { useCallback, useState } from "react";
import { StaleSaveDialog } from "./StaleSaveDialog.tsx";
import { isStaleSave, type StaleChoices } from "./stale-save.ts";

/**
 * The one way an edit form meets a stale save (docs/api.md, "Versions"): `offer(error, choices)`
 * opens the dialog and answers true when the error is a stale save (the caller shows nothing
 * else), false for any other error. Render `dialog` in the form.
 */
export function useStaleSave() {
  const [choices, setChoices] = useState<StaleChoices | null>(null);
  const offer = useCallback((error: unknown, next: StaleChoices) => {
    if (!isStaleSave(error)) return false;
    setChoices(next);
    return true;
  }, []);
  const choose = (pick: (c: StaleChoices) => unknown) => () => {
    const picked = choices;
    setChoices(null);
    if (picked) pick(picked);
  };
  const dialog = (
    <StaleSaveDialog
      open={choices !== null}
      onReload={choose((c) => c.reload())}
      onOverwrite={choose((c) => c.overwrite())}
      onCancel={() => setChoices(null)}
    />
  );
  return { offer, dialog };
}
