import { Flex, Modal, Spin } from "antd";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { useSession } from "../../shared/session/use-session.ts";
import { TemplatePickerModal } from "../window-library/TemplatePickerModal.tsx";
import { useSaveAsTemplate } from "../window-library/use-save-as-template.ts";
import { DesignerButtons } from "./actions/DesignerButtons.tsx";
import { createDesignerActions } from "./actions/designer-actions.ts";
import { useDesignerActionBar } from "./actions/use-action-bar.ts";
import { DesignCanvas } from "./canvas/DesignCanvas.tsx";
import { DesignerFooter } from "./DesignerFooter.tsx";
import { designerText } from "./i18n.ts";
import { LeaveGuard } from "./LeaveGuard.tsx";
import type { Unit } from "./panels/panel-props.ts";
import { RightPanel } from "./panels/RightPanel.tsx";
import { useOrderItemSave } from "./save/use-save.ts";
import { DesignerContext } from "./state/designer-context.ts";
import { DesignerStore } from "./state/designer-store.ts";
import { useDesignerKeys } from "./state/use-designer-keys.ts";
import { useStartingTemplate } from "./state/use-starting-template.ts";
import { Toolbox } from "./toolbox/Toolbox.tsx";

/** The drawing page (/draw, /addWindoor, /trial, /drawRender, /windoortype/…): toolbox, canvas, panels, footer. */
export function Component() {
  const [store] = useState(() => new DesignerStore());
  const settings = useSession()?.userSettings;
  const unit = useMemo<Unit>(
    () => ({ length: settings?.lenUnit ?? "mm", digits: settings?.digits ?? 0 }),
    [settings?.lenUnit, settings?.digits],
  );
  const [query] = useSearchParams();
  const params = useParams();
  const templateId = query.get("template") ?? params.id ?? null;
  const { save, loading } = useOrderItemSave(store, templateId ? "template" : "design");
  const [picker, setPicker] = useState<null | "library" | "gallery">(null);
  const [modal, modalHolder] = Modal.useModal();
  const saveAsTemplate = useSaveAsTemplate(store, modal);
  useStartingTemplate(store, templateId, params.catelog_id ?? null, Boolean(query.get("order_id")));

  const actions = useMemo(
    () =>
      createDesignerActions({
        store,
        unit,
        save,
        openLibrary: setPicker,
        saveAsTemplate,
        confirm: (text) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({ title: text, onOk: () => resolve(true), onCancel: () => resolve(false) });
          }),
      }),
    [store, unit, save, saveAsTemplate, modal],
  );
  useDesignerActionBar(actions);
  const { page, top } = useFillViewport();
  useDesignerKeys(store, actions.fullscreen);

  return (
    <DesignerContext.Provider value={store}>
      <Spin spinning={loading} description={designerText("messages.loading")} fullscreen={loading} />
      <Flex ref={page} vertical style={{ height: `calc(100dvh - ${top}px)` }} data-testid="designer">
        <DesignerButtons actions={actions} />
        <Flex flex={1} style={{ minHeight: 0 }}>
          <Toolbox />
          {/* the canvas is its own layer, so a drag step repaints and re-layerizes only the drawing */}
          <div
            style={{ flex: 1, minWidth: 0, position: "relative", contain: "strict", willChange: "transform" }}
          >
            <DesignCanvas unit={unit} />
          </div>
          <RightPanel unit={unit} />
        </Flex>
        <DesignerFooter unit={unit} />
      </Flex>
      {picker ? <TemplatePickerModal mode={picker} unit={unit} onClose={() => setPicker(null)} /> : null}
      <LeaveGuard save={save} />
      {modalHolder}
    </DesignerContext.Provider>
  );
}

/** The page fills the window below whatever bars the shell shows above it (measured, not assumed). */
function useFillViewport() {
  const page = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(42);
  useLayoutEffect(() => {
    const measure = () => {
      const el = page.current;
      if (el) setTop(Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY)));
    };
    measure();
    // the shell's bars load lazily and can appear after the page: they change the body's size
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
  return { page, top };
}
