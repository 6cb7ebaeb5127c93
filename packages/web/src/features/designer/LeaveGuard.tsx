import { Button, Flex } from "antd";
import { useEffect, useRef, useState } from "react";
import { type Location, type NavigationType, useBlocker, useNavigate } from "react-router";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { useDesignerT } from "./i18n.ts";
import { useDesignerSelector, useDesignerStore } from "./state/designer-context.ts";

/**
 * Asks before the drawing page is left with unsaved changes: a navigation inside the app (the
 * close and back buttons, a link) waits for "save and leave", "leave without saving" or "stay";
 * closing or reloading the tab gets the browser's own question. Nothing is asked when there is
 * nothing to lose (no change since the page opened, loaded or saved).
 */
export function LeaveGuard({ save }: { save: () => Promise<unknown> }) {
  const t = useDesignerT();
  const store = useDesignerStore();
  const dirty = useDesignerSelector((s) => s.dirty);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  /** Where the blocked navigation went, to go there after "save and leave". */
  const attempt = useRef<{ location: Location; action: NavigationType } | null>(null);
  // a change of query alone (save putting the item id into the address) is not leaving
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    const leaving = store.dirty && currentLocation.pathname !== nextLocation.pathname;
    if (leaving) attempt.current = { location: nextLocation, action: historyAction };
    return leaving;
  });

  // Saving navigates too (the item id goes into the query), which ends the blocked state, so
  // "save and leave" goes where the user was going itself once the drawing is saved.
  const saveAndLeave = () => {
    const target = attempt.current;
    setSaving(true);
    save()
      .then(() => {
        if (blocker.state === "blocked") blocker.reset?.();
        if (store.dirty || !target) return;
        if (target.action === "POP") navigate(-1);
        else navigate(target.location, { replace: target.action === "REPLACE" });
      })
      .catch(() => blocker.reset?.())
      .finally(() => setSaving(false));
  };

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === "blocked";
  return (
    <Dialog
      open={blocked}
      title={t("leave.title")}
      onCancel={() => blocker.reset?.()}
      data-testid="leave-dialog"
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button data-testid="leave-stay" onClick={() => blocker.reset?.()}>
            {t("leave.stay")}
          </Button>
          <Button danger data-testid="leave-discard" onClick={() => blocker.proceed?.()}>
            {t("leave.discard")}
          </Button>
          <Button type="primary" data-testid="leave-save" loading={saving} onClick={saveAndLeave}>
            {t("leave.save")}
          </Button>
        </Flex>
      }
    >
      <span data-testid="leave-text">{t("leave.text")}</span>
    </Dialog>
  );
}
