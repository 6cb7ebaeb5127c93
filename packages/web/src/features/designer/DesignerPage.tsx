import { Drawer, Flex, Grid, Modal, Spin } from "antd";
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { drawingScreenClass, PHONE_ON_ITS_SIDE } from "../../app/bars/visibility.ts";
import { isSketchPhotoState } from "../../shared/navigation/sketch-photo.ts";
import { type RenderEditorState, renderEditorLink, threedLink } from "../../shared/navigation/threed-link.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { useMediaQuery } from "../../shared/ui/use-media-query.ts";
import { seriesGeometries } from "../product-manage/index.ts";
import { DrawingArDialog, ThreeDialog, useArDialog } from "../threed/index.ts";
import { CompactBar } from "./actions/CompactBar.tsx";
import { DesignerButtons } from "./actions/DesignerButtons.tsx";
import { createDesignerActions, fileBase } from "./actions/designer-actions.ts";
import { useDesignerActionBar } from "./actions/use-action-bar.ts";
import { DesignCanvas } from "./canvas/DesignCanvas.tsx";
import { EmptyCanvasHint } from "./canvas/EmptyCanvasHint.tsx";
import { PlaceHint } from "./canvas/PlaceHint.tsx";
import { DesignerFooter } from "./DesignerFooter.tsx";
import { designerText } from "./i18n.ts";
import { LeaveGuard } from "./LeaveGuard.tsx";
import { useOrderOutputs } from "./order/use-order-outputs.tsx";
import { FabricationWarnings } from "./panels/FabricationWarnings.tsx";
import type { Unit } from "./panels/panel-props.ts";
import { RightPanel } from "./panels/RightPanel.tsx";
import { removePrintFrame } from "./print/print-frame.ts";
import { useOrderItemSave } from "./save/use-save.ts";
import { insertSketch } from "./sketch/insert-sketch.ts";
import { SketchDialog } from "./sketch/lazy-dialog.ts";
import { DesignerContext } from "./state/designer-context.ts";
import { DesignerStore } from "./state/designer-store.ts";
import { useDesignerKeys } from "./state/use-designer-keys.ts";
import { useStartingTemplate } from "./state/use-starting-template.ts";
import { FacetEditBar, useSunroomFacet } from "./sunroom/FacetEditBar.tsx";
import { TemplatePickerModal } from "./templates/TemplatePickerModal.tsx";
import { useSaveAsTemplate } from "./templates/use-save-as-template.ts";
import { Toolbox } from "./toolbox/Toolbox.tsx";

/** The drawing page (/draw, /addWindoor, /trial, /drawRender, /windoortype/…): toolbox, canvas, panels, footer. */
export function Component() {
  const [store] = useState(() => {
    const s = new DesignerStore();
    // every frame is drawn with its own series' geometry, fetched when first asked for
    s.editor.setGeometry(seriesGeometries((source) => s.setGeometry(source)));
    return s;
  });
  const settings = useSession()?.userSettings;
  const unit = useMemo<Unit>(
    () => ({ length: settings?.lenUnit ?? "mm", digits: settings?.digits ?? 0 }),
    [settings?.lenUnit, settings?.digits],
  );
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = useParams();
  const templateId = query.get("template") ?? params.id ?? null;
  const { save, loading, conflict } = useOrderItemSave(store, templateId ? "template" : "design");
  const [picker, setPicker] = useState<null | "library" | "gallery">(null);
  const [threeOpen, setThreeOpen] = useState(false);
  // sketch recognition, opened by its button or by a photo handed over (a measurement photo)
  const location = useLocation();
  const [sketch, setSketch] = useState<{ photo: Blob | null } | null>(() =>
    isSketchPhotoState(location.state) ? { photo: location.state.sketchPhoto } : null,
  );
  // taken once: a reload of the page does not read the photo again
  useEffect(() => {
    if (isSketchPhotoState(location.state))
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  const ar = useArDialog();
  const [modal, modalHolder] = Modal.useModal();
  const saveAsTemplate = useSaveAsTemplate(store, modal);
  const outputs = useOrderOutputs({ store, unit, save, modal });
  useStartingTemplate(store, templateId, params.catelog_id ?? null, Boolean(query.get("order_id")));
  // a sunroom's wall facet handed over by /sunnyHouse, drawn here and taken back
  const sunroomFacet = useSunroomFacet(store);

  const actions = useMemo(
    () =>
      createDesignerActions({
        store,
        unit,
        save,
        openLibrary: setPicker,
        saveAsTemplate,
        open3d: () => setThreeOpen(true),
        openAr: ar.request,
        // the saved window's 3D page; a drawing not saved as it is shows in the dialog
        open3dPage: () => {
          const saved = savedItem(query, store.dirty);
          if (saved) navigate(threedLink(saved.orderId, saved.itemId));
          else setThreeOpen(true);
        },
        // the saved window by its address; a drawing not saved as it is handed over as drawn
        openRender: () => {
          const saved = savedItem(query, store.dirty);
          if (saved) navigate(renderEditorLink(saved.orderId, saved.itemId));
          else navigate("/renderV2", { state: { design: store.design } satisfies RenderEditorState });
        },
        confirm: (text) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({ title: text, onOk: () => resolve(true), onCancel: () => resolve(false) });
          }),
        exportOrder: outputs.exportOrder,
        createContract: outputs.createContract,
        openSketch: () => setSketch({ photo: null }),
      }),
    [
      store,
      unit,
      save,
      saveAsTemplate,
      modal,
      ar.request,
      query,
      navigate,
      outputs.exportOrder,
      outputs.createContract,
    ],
  );
  useDesignerActionBar(actions, outputs.savePicture);
  useEffect(() => removePrintFrame, []);
  const { page, top } = useFillViewport();
  useDesignerKeys(store, actions.fullscreen);
  // small screens (SPEC §9: xs and sm) and a phone on its side: the page's own compact bar, the
  // toolbox and the panels in drawers, the canvas filling the rest
  const compact = drawingScreenClass(Grid.useBreakpoint(), useMediaQuery(PHONE_ON_ITS_SIDE)) === "sm";
  const [drawer, setDrawer] = useState<null | "toolbox" | "properties">(null);

  return (
    <DesignerContext.Provider value={store}>
      {/* only while loading: an idle Spin still takes a line above the page */}
      {loading ? <Spin spinning description={designerText("messages.loading")} fullscreen /> : null}
      {conflict}
      <Flex ref={page} vertical style={{ height: `calc(100dvh - ${top}px)` }} data-testid="designer">
        {compact ? (
          <CompactBar
            actions={actions}
            savePicture={outputs.savePicture}
            onToolbox={() => setDrawer("toolbox")}
            onProperties={() => setDrawer("properties")}
          />
        ) : (
          <DesignerButtons actions={actions} />
        )}
        {sunroomFacet ? <FacetEditBar facet={sunroomFacet} store={store} /> : null}
        {compact ? (
          <div style={{ padding: "0 8px" }}>
            <FabricationWarnings />
          </div>
        ) : null}
        <Flex flex={1} style={{ minHeight: 0 }}>
          {compact ? null : <Toolbox />}
          {/* the canvas is its own layer, so a drag step repaints and re-layerizes only the drawing */}
          <div
            style={{ flex: 1, minWidth: 0, position: "relative", contain: "strict", willChange: "transform" }}
          >
            <DesignCanvas unit={unit} />
            <EmptyCanvasHint compact={compact} onLibrary={() => setPicker("library")} />
            {compact ? <PlaceHint /> : null}
          </div>
          {compact ? null : <RightPanel unit={unit} />}
        </Flex>
        <DesignerFooter unit={unit} />
      </Flex>
      {compact ? (
        <>
          <Drawer
            placement="left"
            size={260}
            open={drawer === "toolbox"}
            onClose={() => setDrawer(null)}
            title={designerText("compact.toolbox")}
            styles={{ body: { padding: 0 } }}
          >
            <Toolbox width="100%" onPick={() => setDrawer(null)} />
          </Drawer>
          <Drawer
            placement="bottom"
            size="60%"
            open={drawer === "properties"}
            onClose={() => setDrawer(null)}
            title={designerText("compact.properties")}
            styles={{ body: { padding: "0 12px" } }}
          >
            <RightPanel unit={unit} docked={false} />
          </Drawer>
        </>
      ) : null}
      {threeOpen ? (
        <Suspense fallback={null}>
          <ThreeDialog
            open
            onClose={() => setThreeOpen(false)}
            design={store.editor.design}
            layout={store.editor.layout}
            geometry={store.editor.env.geometry}
            fileName={fileBase()}
            saved={savedItem(query, store.dirty)}
          />
        </Suspense>
      ) : null}
      {ar.open ? (
        <Suspense fallback={null}>
          <DrawingArDialog
            design={store.editor.design}
            layout={store.editor.layout}
            geometry={store.editor.env.geometry}
            onClose={ar.close}
            saved={savedItem(query, store.dirty)}
          />
        </Suspense>
      ) : null}
      {sketch ? (
        <Suspense fallback={null}>
          <SketchDialog
            photo={sketch.photo}
            unit={unit}
            env={store.editor.env}
            onInsert={(design) => {
              if (insertSketch(store, design)) setSketch(null);
            }}
            onClose={() => setSketch(null)}
          />
        </Suspense>
      ) : null}
      {picker ? <TemplatePickerModal mode={picker} unit={unit} onClose={() => setPicker(null)} /> : null}
      {outputs.dialog}
      <LeaveGuard save={save} />
      {modalHolder}
    </DesignerContext.Provider>
  );
}

/** The saved window the drawing is (order_id and item_id in the address, nothing changed since). */
function savedItem(query: URLSearchParams, dirty: boolean): { orderId: string; itemId: string } | null {
  const orderId = query.get("order_id");
  const itemId = query.get("item_id");
  return orderId && itemId && !dirty ? { orderId, itemId } : null;
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
